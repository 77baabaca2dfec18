import type { CategoryProducts } from './types';

export const teasSnacks: CategoryProducts = {
  category: 'teas-snacks',
  listLead: 'Enjoy it:',
  closings: [
    'Our teas come straight from small estates and cooperatives in Ilam and Dhankuta, on the same hills as Darjeeling just across the border, and are packed in foil-lined bags to keep them fresh.',
    'Snacks are sealed at the producer and imported by sea in temperature-controlled containers; check the best-before date on the back of each pack.',
    'Steep teas with freshly boiled water and taste as you go; the times below are a starting point, not a rule.',
  ],
  products: [
    {
      name: 'Ilam Orthodox Black Tea',
      priceCents: 1299,
      quantity: 90,
      unitInGram: 100,
      summary:
        'is a whole-leaf second-flush tea from the Ilam hills of eastern Nepal, with a muscatel aroma, a bright amber cup and a smooth, malty finish.',
      points: [
        'One teaspoon per cup at 205°F.',
        'Steep for 3 to 4 minutes.',
        'Lovely plain or with a splash of milk.',
      ],
      ingredients: 'Black tea leaves.',
      featured: true,
    },
    {
      name: 'Himalayan First Flush Green Tea',
      priceCents: 1499,
      quantity: 45,
      unitInGram: 100,
      summary:
        'is picked in early spring when the first tender shoots appear. It brews a pale, sweet cup with notes of fresh hay and orchid.',
      points: [
        'Brew at 175°F, never boiling.',
        'Steep for 2 minutes.',
        'Re-steep the same leaves two or three times.',
      ],
      ingredients: 'Green tea leaves.',
      featured: true,
    },
    {
      name: 'Masala Chiya Blend 200g',
      priceCents: 1099,
      quantity: 70,
      unitInGram: 200,
      summary:
        'is strong CTC black tea blended with cardamom, cinnamon, clove and ginger, ready to simmer into the milky spiced tea sold at every tea stall in Kathmandu.',
      points: [
        'Simmer 2 teaspoons in water for 2 minutes.',
        'Add milk and sugar and bring back to the boil.',
        'Strain and serve steaming.',
      ],
      ingredients: 'Black tea, cardamom, cinnamon, ginger, clove, black pepper.',
      offer: true,
    },
    {
      name: 'Golden Tips White Tea 50g',
      priceCents: 2499,
      quantity: 2,
      unitInGram: 50,
      summary:
        'is made only from silver-haired buds, hand-plucked and withered in the sun. The cup is delicate, honeyed and very low in bitterness.',
      points: [
        'Use two teaspoons per cup at 185°F.',
        'Steep for 4 to 5 minutes.',
        'Best enjoyed without milk.',
      ],
      ingredients: 'White tea buds.',
      featured: true,
    },
    {
      name: 'Chatpate Spicy Snack Mix 200g',
      priceCents: 499,
      quantity: 110,
      unitInGram: 200,
      summary:
        'is the crunchy, tangy street snack of puffed rice, noodles, peanuts and spices. Add chopped onion, tomato, cilantro and lemon at home for the full experience.',
      points: [
        'Toss with fresh vegetables just before serving.',
        'Squeeze over plenty of lemon.',
        'Eat right away while it is crisp.',
      ],
      ingredients: 'Puffed rice, fried noodles, peanuts, chili, salt, timur, citric acid.',
    },
    {
      name: 'Lapsi Candy (Hog Plum) 150g',
      priceCents: 599,
      quantity: 0,
      unitInGram: 150,
      summary:
        'is a sweet, sour and salty chewy candy made from lapsi, the Nepali hog plum. It is the taste of every childhood trip to the corner shop in Kathmandu.',
      points: ['Individually wrapped pieces.', 'Great for lunch boxes and long drives.'],
      ingredients: 'Lapsi pulp, sugar, salt, chili, spices.',
    },
    {
      name: 'Chhurpi Hard Yak Cheese 100g',
      priceCents: 999,
      quantity: 35,
      unitInGram: 100,
      summary:
        'is smoked and dried yak milk cheese from the high Himalaya, hard enough to suck on slowly for an hour. Herders carry it as trail food.',
      points: ['Let it soften slowly in your mouth; do not bite.', 'Keeps for months without refrigeration.'],
      ingredients: 'Yak and cow milk, lime juice, salt.',
      featured: true,
    },
    {
      name: 'Titaura (Spiced Fruit Leather) 200g',
      priceCents: 549,
      quantity: 65,
      unitInGram: 200,
      summary:
        'is a mix of tangy fruit candies and leathers made from lapsi, tamarind and mango, dusted with chili and black salt.',
      points: ['Assorted flavours in one bag.', 'Share after dinner like the Nepali mukhwas tray.'],
      ingredients: 'Lapsi, tamarind, mango pulp, sugar, salt, black salt, chili.',
    },
    {
      name: 'Dalmoth Crunchy Lentil Mix 400g',
      priceCents: 699,
      quantity: 85,
      unitInGram: 400,
      summary:
        'is a savoury mix of fried lentils, chickpea noodles, peanuts and curry leaves, perfect with a cup of masala chiya.',
      points: ['Serve in a bowl with tea.', 'Reseal the bag to keep it crunchy.'],
      ingredients: 'Lentils, chickpea flour, peanuts, vegetable oil, curry leaves, salt, spices.',
    },
    {
      name: 'Tulsi Herbal Tea (50 bags)',
      priceCents: 899,
      quantity: 55,
      unitInGram: 100,
      summary:
        'is a caffeine-free blend of holy basil and lemongrass, calming at the end of the day and soothing during cold season.',
      points: [
        'One bag per cup of boiling water.',
        'Steep for 5 minutes.',
        'Add honey and lemon if you like.',
      ],
      ingredients: 'Holy basil (tulsi), lemongrass.',
    },
    {
      name: "Tea Lover's Gift Box",
      priceCents: 5499,
      quantity: 12,
      unitInGram: 350,
      summary:
        'brings together our black, green, white and masala teas in a hand-printed lokta paper box, with a brass tea strainer and a tasting card.',
      points: [
        'Four teas, 350 g in total.',
        'Gift message on request at checkout.',
        'Ships free within the US.',
      ],
      ingredients: 'Black tea, green tea, white tea, masala chiya blend (cardamom, cinnamon, ginger, clove).',
      featured: true,
      offer: true,
    },
  ],
};
