import type { CategoryProducts } from './types';

export const potsPlanters: CategoryProducts = {
  category: 'pots-planters',
  listLead: 'Details:',
  closings: [
    'Handmade pots vary slightly in colour and shape; small glaze drips and tool marks are part of their character, not defects.',
    'Every pot with a drainage hole ships with a felt pad or saucer so your shelves and sills stay dry.',
    'Planters are double-boxed and packed with recycled paper; if one still arrives broken, send us a photo and we will send a new one.',
  ],
  products: [
    {
      name: 'Terracotta Pot 8" with Saucer',
      priceCents: 1299,
      quantity: 110,
      unitInGram: 1600,
      summary:
        'is a classic unglazed clay pot that breathes, so roots stay healthy and overwatering is harder. It suits herbs, succulents and anything that likes to dry out between drinks.',
      points: [
        '8 inches wide, 7 inches tall.',
        'Drainage hole and matching saucer.',
        'Soak before first use.',
      ],
      featured: true,
    },
    {
      name: 'Glazed Ceramic Planter 10"',
      priceCents: 4899,
      quantity: 24,
      unitInGram: 3200,
      summary:
        'has a reactive glaze that runs from deep teal at the rim to sand at the base, so no two are alike. It is sized for a medium monstera, fiddle leaf fig or snake plant.',
      points: [
        '10 inches wide, 9 inches tall.',
        'Drainage hole with rubber plug.',
        'Frost-proof glaze; safe outdoors.',
      ],
      featured: true,
    },
    {
      name: 'Self-watering Planter 12"',
      priceCents: 3299,
      quantity: 1,
      unitInGram: 1400,
      summary:
        'has a hidden reservoir that wicks water up to the roots for up to two weeks. A float gauge tells you when it is time to refill.',
      points: [
        '12 inches wide, 11 inches tall.',
        'Reservoir holds 1.2 litres.',
        'Recycled, UV-stable plastic.',
      ],
    },
    {
      name: 'Macramé Hanging Planter',
      priceCents: 1799,
      quantity: 45,
      unitInGram: 250,
      summary:
        'is knotted by hand from soft cotton cord and holds a pot up to 8 inches wide. Hang it in a sunny window with a trailing pothos or string of pearls.',
      points: ['40 inches long including the ring.', 'Pot not included.', 'Holds up to 15 pounds.'],
      offer: true,
    },
    {
      name: "Handmade Clay Pot 'Bhaktapur'",
      priceCents: 2799,
      quantity: 2,
      unitInGram: 2100,
      summary:
        "is thrown on a wheel in Bhaktapur's Pottery Square, where families have shaped local clay for generations, then sun-dried and fired in open straw kilns.",
      points: [
        'About 9 inches wide and 8 inches tall.',
        'Hand-burnished rim.',
        'Best indoors or in a frost-free porch.',
      ],
      featured: true,
    },
    {
      name: 'Concrete Cylinder Planter',
      priceCents: 3999,
      quantity: 18,
      unitInGram: 5200,
      summary:
        'is cast in small batches from fibre-reinforced concrete, giving it a soft, stony texture. It is heavy enough to keep a tall plant steady on a windy balcony.',
      points: ['11 inches wide, 12 inches tall.', 'Sealed inside and out.', 'Drainage hole with mesh.'],
    },
    {
      name: 'Cedar Raised Garden Bed 4x2 ft',
      priceCents: 11999,
      quantity: 6,
      unitInGram: null,
      summary:
        'is built from untreated, rot-resistant western red cedar that slots together without tools. At 11 inches deep it grows carrots, tomatoes and greens on a patio or lawn.',
      points: [
        '4 by 2 feet, 11 inches deep.',
        'Needs about 6 cubic feet of soil.',
        'Assembles in ten minutes.',
      ],
    },
    {
      name: 'Nursery Pots 6" (10 pack)',
      priceCents: 899,
      quantity: 200,
      unitInGram: 400,
      summary:
        'are sturdy, reusable grow pots for potting on seedlings, dividing perennials and sharing cuttings. They nest neatly for storage.',
      points: ['Ten 6-inch pots.', 'Generous drainage holes.', 'Made from recycled plastic.'],
    },
    {
      name: 'Hanging Terracotta Bowl',
      priceCents: 2299,
      quantity: 33,
      unitInGram: 1300,
      summary:
        'is a shallow clay bowl on a jute hanger, ideal for trailing succulents, ferns and strawberries. It adds greenery at eye level without taking floor space.',
      points: ['10 inches wide.', 'Jute hanger, 30 inches long.', 'Drainage hole.'],
    },
    {
      name: 'Fabric Grow Bags 10 gal (5 pack)',
      priceCents: 1999,
      quantity: 85,
      unitInGram: 700,
      summary:
        'are breathable felt containers that air-prune roots, so plants grow dense, healthy root systems instead of circling. Great for potatoes, tomatoes and peppers on a balcony.',
      points: ['Five 10-gallon bags with handles.', 'Fold flat for storage.', 'Machine-washable.'],
    },
    {
      name: 'Window Box Planter 30"',
      priceCents: 3599,
      quantity: 27,
      unitInGram: 2600,
      summary:
        'fits standard window sills and railings, with brackets included. Fill it with herbs for the kitchen or marigolds and trailing ivy for a cottage look.',
      points: [
        '30 inches long, 8 inches deep.',
        'Powder-coated steel brackets.',
        'Removable drainage plugs.',
      ],
    },
  ],
};
