import type { CategoryProducts } from './types';

export const seedsBulbs: CategoryProducts = {
  category: 'seeds-bulbs',
  listLead: 'Sowing guide:',
  closings: [
    'All our seed is packed for the current season, stored cool and dry, and germination-tested by the supplier. Keep unopened packets in a sealed jar in the fridge and they will stay viable for years.',
    'Bulbs and tubers ship in breathable mesh bags during their planting window. Plant them within a week of arrival, or store them somewhere cool, dark and dry.',
    'Open-pollinated varieties come true from seed, so you can save your own seed at the end of the season and sow it again next spring.',
  ],
  products: [
    {
      name: 'Heirloom Tomato Seed Collection',
      priceCents: 699,
      quantity: 200,
      unitInGram: 4,
      summary:
        'brings together four open-pollinated favourites: Brandywine, Cherokee Purple, San Marzano and Sungold-style cherry. That is slicers, a sauce tomato and a snacking tomato from a single packet.',
      points: [
        'Start indoors 6 to 8 weeks before the last frost.',
        'Sow 1/4 inch deep at 70 to 80°F.',
        'Transplant outdoors once nights stay above 50°F.',
        'Stake or cage each plant.',
      ],
      featured: true,
    },
    {
      name: "Nepali Chili 'Akabare' Seeds",
      priceCents: 499,
      quantity: 140,
      unitInGram: 2,
      summary:
        'grow the famous round, cherry-sized Dalle Khursani from eastern Nepal. The fruits are fiery, fruity and the secret behind many homemade achars.',
      points: [
        'Start indoors 10 weeks before the last frost; germination is slow.',
        'Keep seed trays warm, ideally 80°F.',
        'Grow in large pots for the longest harvest.',
      ],
      featured: true,
    },
    {
      name: 'Coriander (Dhaniya) Seeds',
      priceCents: 299,
      quantity: 180,
      unitInGram: 10,
      summary:
        'is the slow-bolting leafy coriander we grow for fresh dhaniya chutney and for scattering over dal and momo. Let a few plants flower and you get coriander seed too.',
      points: [
        'Sow directly, 1/2 inch deep, every three weeks.',
        'Crush the seeds lightly before sowing for faster sprouting.',
        'Grow in light shade in hot summers to delay bolting.',
      ],
    },
    {
      name: "Mustard Greens 'Rayo Saag' Seeds",
      priceCents: 399,
      quantity: 160,
      unitInGram: 5,
      summary:
        'are the broad-leaf Nepali mustard greens cooked with garlic and chili for rayo ko saag and fermented into gundruk. They are quick, cold-tolerant and generous.',
      points: [
        'Sow in early spring or late summer.',
        'Harvest outer leaves from four weeks on.',
        'Cover with netting to keep flea beetles away.',
      ],
      offer: true,
    },
    {
      name: 'Bitter Gourd (Karela) Seeds',
      priceCents: 449,
      quantity: 0,
      unitInGram: 8,
      summary:
        'produce long, warty, bright green karela on vigorous climbing vines. Stir-fried with onions or stuffed with spices, it is an acquired taste worth acquiring.',
      points: [
        'Soak seeds overnight before sowing.',
        'Needs heat: sow outdoors after soil reaches 70°F.',
        'Grow up a sturdy trellis.',
      ],
    },
    {
      name: "Dahlia Tubers 'Café au Lait' (3 pack)",
      priceCents: 1899,
      quantity: 2,
      unitInGram: 450,
      summary:
        'grow the blush-cream dinner-plate dahlia loved by florists. Each bloom can reach ten inches across, and a single plant flowers from midsummer until frost.',
      points: [
        'Plant after the last frost, 4 to 6 inches deep.',
        'Stake at planting time.',
        'Lift and store tubers in winter in cold zones.',
      ],
      featured: true,
    },
    {
      name: 'Tulip Bulbs Spring Mix (20 pack)',
      priceCents: 2499,
      quantity: 45,
      unitInGram: 600,
      summary:
        'is a cheerful mix of early and mid-season tulips in red, yellow, pink and white. Plant in autumn and enjoy a carpet of colour as soon as spring arrives.',
      points: [
        'Plant 6 to 8 inches deep in fall.',
        'Pointed end up, about 5 inches apart.',
        'Let the foliage yellow before cutting it back.',
      ],
    },
    {
      name: "Sunflower 'Mammoth' Seeds",
      priceCents: 349,
      quantity: 190,
      unitInGram: 15,
      summary:
        'reach twelve feet tall with heads a foot across. Children love racing them, birds love the seeds, and they make a living summer screen.',
      points: [
        'Sow directly in full sun after frost.',
        'Space 2 feet apart.',
        'Cover ripening heads with a paper bag to beat the birds.',
      ],
    },
    {
      name: 'Wildflower Pollinator Mix',
      priceCents: 899,
      quantity: 75,
      unitInGram: 30,
      summary:
        'is a blend of 18 annual and perennial wildflowers, including coneflower, cosmos, black-eyed Susan and lupine, chosen to feed bees and butterflies from spring to fall.',
      points: [
        'Covers about 500 square feet.',
        'Mix with sand for even broadcasting.',
        'Press into the soil but do not bury.',
      ],
      offer: true,
    },
    {
      name: "Garlic Bulbs 'Music' Hardneck",
      priceCents: 1599,
      quantity: 30,
      unitInGram: 450,
      summary:
        'is a hardy porcelain garlic with big, easy-to-peel cloves and a rich, hot flavour. Planted in fall, each clove becomes a full bulb by early summer, with tender scapes as a bonus.',
      points: [
        'Plant cloves 2 inches deep in October.',
        'Mulch heavily over winter.',
        'Cut scapes in June for bigger bulbs.',
      ],
    },
    {
      name: 'Microgreens Starter Seed Kit',
      priceCents: 1299,
      quantity: 55,
      unitInGram: 250,
      summary:
        'includes radish, broccoli, pea shoot and mustard seed, two bamboo trays and coir mats. Your first harvest is ready on the kitchen counter in about ten days.',
      points: [
        'Soak peas for 8 hours before sowing.',
        'Mist twice daily and keep covered until sprouted.',
        'Harvest with scissors just above the mat.',
      ],
      featured: true,
    },
  ],
};
