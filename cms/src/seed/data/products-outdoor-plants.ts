import type { CategoryProducts } from './types';

export const outdoorPlants: CategoryProducts = {
  category: 'outdoor-plants',
  listLead: 'Growing tips:',
  closings: [
    'Outdoor plants ship from our growers only when the weather along the route is safe for them. If your area has a frost warning, we hold the order and ship it the following week.',
    'Plants are hardened off outdoors before they leave the nursery, so they are ready to go into the ground or a patio container the day they arrive.',
    'Check your USDA hardiness zone before planting in the ground; our team is happy to help by email if you are unsure.',
  ],
  products: [
    {
      name: 'Tulsi (Holy Basil) Plant',
      priceCents: 899,
      quantity: 150,
      unitInGram: 500,
      summary:
        'is the sacred basil grown in a raised pot in the courtyard of many Nepali and Indian homes. Its clove-scented leaves make a soothing tea and its purple flower spikes feed bees all summer.',
      points: [
        'Full sun, at least six hours a day.',
        'Pinch off flower spikes to keep leaves coming.',
        'Bring indoors before night temperatures drop below 50°F.',
      ],
      featured: true,
    },
    {
      name: "Marigold 'Sayapatri' Flat of 6",
      priceCents: 1499,
      quantity: 90,
      unitInGram: 1800,
      summary:
        'are the deep orange African marigolds strung into garlands for Tihar, the festival of lights. They flower from early summer to the first frost and keep many garden pests away from vegetables.',
      points: [
        'Full sun and well-drained soil.',
        'Space plants 10 to 12 inches apart.',
        'Deadhead regularly for non-stop blooms.',
      ],
      featured: true,
    },
    {
      name: "Rhododendron 'Lali Gurans'",
      priceCents: 5499,
      quantity: 8,
      unitInGram: 4500,
      summary:
        'is a crimson tree rhododendron, a cousin of the national flower of Nepal that paints the Himalayan foothills red every spring. This hardy selection is grown for American gardens in zones 6 to 8.',
      points: [
        'Dappled shade and acidic, humus-rich soil.',
        'Mulch the shallow roots to keep them cool.',
        'Prune lightly straight after flowering.',
      ],
      featured: true,
    },
    {
      name: "Hibiscus 'Red Dragon'",
      priceCents: 2999,
      quantity: 25,
      unitInGram: 3000,
      summary:
        'opens dinner-plate sized scarlet flowers on a compact tropical shrub. It is perfect for a sunny patio in summer and a bright window in winter.',
      points: [
        'Full sun outdoors; bright light indoors.',
        'Water often in hot weather; it drinks a lot while flowering.',
        'Feed every two weeks with a bloom fertiliser.',
      ],
    },
    {
      name: 'Knock Out Rose Shrub',
      priceCents: 3499,
      quantity: 1,
      unitInGram: 3500,
      summary:
        'is the carefree shrub rose that flowers in waves from spring to fall without spraying. It shrugs off black spot and needs only a quick trim in late winter.',
      points: [
        'Six or more hours of sun.',
        'Water at the base, not over the leaves.',
        'Cut back by one third in late winter.',
      ],
    },
    {
      name: "Lavender 'Hidcote'",
      priceCents: 1299,
      quantity: 70,
      unitInGram: 800,
      summary:
        'is a compact English lavender with deep violet spikes and silver foliage. Bees adore it, and the dried flowers keep linen closets smelling of summer.',
      points: [
        'Full sun and lean, sharply drained soil.',
        'Water sparingly once established.',
        'Shear after flowering to keep it from going woody.',
      ],
      offer: true,
    },
    {
      name: 'Meyer Lemon Tree',
      priceCents: 6999,
      quantity: 14,
      unitInGram: 5500,
      summary:
        'is a dwarf citrus that fills a patio with fragrant blossoms and sweet, thin-skinned lemons. Grown in a container it can spend summers outside and winters by a sunny window.',
      points: [
        'As much sun as you can give it.',
        'Water when the top 2 inches of soil are dry.',
        'Feed with citrus fertiliser from spring to fall.',
        'Hand-pollinate indoor flowers with a soft brush.',
      ],
      featured: true,
      offer: true,
    },
    {
      name: 'Curry Leaf Plant',
      priceCents: 1999,
      quantity: 0,
      unitInGram: 900,
      summary:
        'gives you fresh kadi patta for tempering dal and curries. The aromatic leaves are far better than dried ones, and one healthy plant keeps a family kitchen supplied.',
      points: [
        'Full sun in summer; bright window in winter.',
        'Slightly acidic soil; add a pinch of iron supplement if leaves yellow.',
        'Harvest whole sprigs to encourage branching.',
      ],
    },
    {
      name: "Hydrangea 'Endless Summer'",
      priceCents: 3999,
      quantity: 30,
      unitInGram: 4000,
      summary:
        'blooms on both old and new wood, so you get big mophead flowers every year even after a hard winter. Acidic soil turns them blue, alkaline soil pink.',
      points: [
        'Morning sun and afternoon shade.',
        'Keep the soil consistently moist.',
        'Add aluminium sulphate for bluer blooms.',
      ],
    },
    {
      name: "Japanese Maple 'Bloodgood'",
      priceCents: 12999,
      quantity: 4,
      unitInGram: 9000,
      summary:
        'is a graceful small tree with lacy, deep burgundy leaves that turn scarlet in autumn. At five years old and about four feet tall, it is ready to become the centrepiece of a garden bed.',
      points: [
        'Part shade in hot climates; sun elsewhere.',
        'Water deeply once a week in the first summer.',
        'Shelter from strong, drying winds.',
      ],
    },
    {
      name: "Rosemary 'Arp'",
      priceCents: 1099,
      quantity: 110,
      unitInGram: 700,
      summary:
        'is one of the hardiest rosemaries, surviving winters down to about 10°F. Its needle-like leaves are wonderful with roast potatoes and grilled meats.',
      points: [
        'Full sun and gritty, well-drained soil.',
        'Let the soil dry between waterings.',
        'Harvest sprigs often; it responds with bushier growth.',
      ],
    },
  ],
};
