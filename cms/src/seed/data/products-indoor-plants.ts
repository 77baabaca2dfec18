import type { CategoryProducts } from './types';

export const indoorPlants: CategoryProducts = {
  category: 'indoor-plants',
  listLead: 'Care tips:',
  closings: [
    'Every plant is grown by partner nurseries on the East Coast and ships in its nursery grow pot, wrapped in paper and cushioned so the leaves arrive unbruised. Give it a day or two to settle before repotting.',
    'We water and inspect each plant the morning it ships. If it arrives damaged, send us a photo within 48 hours and we will replace it free of charge.',
    'Sizes are measured from the bottom of the grow pot to the tip of the tallest leaf, so every plant is a little different from the photo, and a little more yours.',
  ],
  products: [
    {
      name: 'Money Plant (Golden Pothos)',
      priceCents: 1899,
      quantity: 48,
      unitInGram: 900,
      summary:
        'is the easiest trailing plant you can own. Its heart-shaped leaves splashed with gold grow happily on a bookshelf, in a hanging basket or climbing a moss pole, and in Nepali homes it is kept by the door for good fortune.',
      points: [
        'Bright, indirect light; tolerates low light but loses some variegation.',
        'Water when the top 2 inches of soil are dry.',
        'Pinch back long vines to keep it bushy.',
        'Mildly toxic to pets if chewed.',
      ],
      featured: true,
    },
    {
      name: 'Snake Plant Laurentii',
      priceCents: 2499,
      quantity: 35,
      unitInGram: 1800,
      summary:
        'stands tall with stiff, sword-like leaves edged in butter yellow. It shrugs off missed waterings, dim corners and dry winter air, which makes it the plant we recommend most to first-time plant parents.',
      points: [
        'Any light from low to bright indirect.',
        'Water every 2 to 3 weeks; less in winter.',
        'Use a fast-draining cactus mix.',
        'Wipe leaves with a damp cloth to keep them glossy.',
      ],
      featured: true,
    },
    {
      name: 'ZZ Plant (Zamioculcas)',
      priceCents: 2999,
      quantity: 22,
      unitInGram: 2000,
      summary:
        'has waxy, dark green leaflets that look freshly polished all year. Thick underground rhizomes store water, so it forgives a busy schedule and thrives under office lights.',
      points: [
        'Low to bright indirect light; avoid harsh afternoon sun.',
        'Let the soil dry out completely between waterings.',
        'Feed twice in summer with a diluted houseplant fertiliser.',
      ],
    },
    {
      name: "Peace Lily 'Domino'",
      priceCents: 2199,
      quantity: 0,
      unitInGram: 1500,
      summary:
        'brings white, sail-shaped blooms and leaves streaked with cream to a shady room. It droops dramatically when thirsty and perks up within hours of a drink, so it tells you exactly what it needs.',
      points: [
        'Medium to low indirect light.',
        'Keep the soil lightly moist, never soggy.',
        'Mist in dry weather to keep leaf tips green.',
        'Remove spent flowers at the base of the stalk.',
      ],
      featured: true,
    },
    {
      name: 'Monstera Deliciosa',
      priceCents: 4499,
      quantity: 12,
      unitInGram: 2500,
      summary:
        'is the Swiss cheese plant every living room seems to want. As it matures its big glossy leaves split and fenestrate, and with a moss pole to climb it quickly becomes a statement piece.',
      points: [
        'Bright, indirect light for the best leaf splits.',
        'Water when the top third of the pot is dry.',
        'Give aerial roots a moss pole or guide them into the soil.',
        'Rotate the pot a quarter turn every month.',
      ],
      featured: true,
      offer: true,
    },
    {
      name: 'Fiddle Leaf Fig 4ft',
      priceCents: 8999,
      quantity: 3,
      unitInGram: 6000,
      summary:
        'is a four-foot specimen with broad, violin-shaped leaves on a single straight trunk. It rewards a bright, steady spot with a flush of new growth every spring.',
      points: [
        'Bright light near an east or south window.',
        'Keep it away from drafts and heating vents.',
        'Water thoroughly, then wait until the top 2 inches dry.',
        'Dust the leaves so they can drink in the light.',
      ],
    },
    {
      name: 'Rubber Plant Burgundy',
      priceCents: 2799,
      quantity: 60,
      unitInGram: 1700,
      summary:
        'grows thick, deep wine-red leaves that shine like lacquer. It is sturdy, fast and happy to be pruned into a tidy small tree.',
      points: [
        'Bright, indirect light keeps the colour deep.',
        'Water when the top inch of soil is dry.',
        'Wear gloves when pruning; the milky sap can irritate skin.',
      ],
    },
    {
      name: 'Boston Fern',
      priceCents: 1599,
      quantity: 80,
      unitInGram: 1200,
      summary:
        'cascades with soft, feathery fronds that love a humid bathroom or a shaded porch. It is a classic hanging-basket plant that also quietly freshens the air.',
      points: [
        'Indirect light and high humidity.',
        'Keep the soil evenly moist.',
        'Trim brown fronds at the base to encourage new ones.',
      ],
      offer: true,
    },
    {
      name: 'Chinese Money Plant (Pilea)',
      priceCents: 1299,
      quantity: 2,
      unitInGram: 600,
      summary:
        'has round, coin-shaped leaves balanced on slender stalks. It produces little offsets you can pot up and share with friends, which is how it earned its other name, the friendship plant.',
      points: [
        'Bright, indirect light; turn weekly so it grows straight.',
        'Water when the top inch is dry.',
        'Separate pups once they have a few leaves of their own.',
      ],
    },
    {
      name: 'Calathea Medallion',
      priceCents: 2399,
      quantity: 18,
      unitInGram: 1100,
      summary:
        'is a prayer plant with painted, round leaves: silver and green above, rich purple below. The leaves fold up at night and open again in the morning.',
      points: [
        'Medium indirect light; direct sun fades the pattern.',
        'Use filtered or rain water to avoid crispy edges.',
        'Keep humidity above 50 percent.',
      ],
    },
    {
      name: 'Jade Plant (Crassula)',
      priceCents: 999,
      quantity: 120,
      unitInGram: 700,
      summary:
        'is a long-lived succulent with plump, glossy leaves and a woody little trunk. Kept well, it will outlive its first pot by decades and can be passed down like an heirloom.',
      points: [
        'Four or more hours of bright light a day.',
        'Water deeply but only when the soil is fully dry.',
        'Plant in a heavy pot; mature jades become top-heavy.',
      ],
    },
  ],
};
