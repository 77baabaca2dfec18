import type { CategoryProducts } from './types';

export const groceries: CategoryProducts = {
  category: 'nepalese-spices-groceries',
  listLead: 'How to use it:',
  closings: [
    'We import in small batches from family producers in Nepal and repack nothing, so what you receive is exactly what leaves their kitchens and mills.',
    'Store in a cool, dark cupboard in an airtight jar. Whole spices keep their aroma for a year; ground spices are best within six months.',
    'Produced in a facility that also handles nuts, sesame and mustard. Check the ingredients if you cook for someone with allergies.',
  ],
  products: [
    {
      name: 'Timur (Sichuan Pepper) 100g',
      priceCents: 899,
      quantity: 64,
      unitInGram: 100,
      summary:
        'is the citrusy, tingling Himalayan pepper that gives Nepali tomato achar and momo chutney their buzz. Ours is hand-picked in the hills of Salyan and sun-dried on bamboo mats.',
      points: [
        'Toast lightly and grind just before use.',
        'Essential in tomato and sesame achar.',
        'A pinch in lemonade is surprisingly good.',
      ],
      ingredients: 'Whole dried timur berries (Zanthoxylum armatum).',
      featured: true,
    },
    {
      name: 'Gundruk 200g',
      priceCents: 799,
      quantity: 38,
      unitInGram: 200,
      summary:
        'is fermented and sun-dried mustard and radish greens, one of the national foods of Nepal. Its sour, earthy flavour makes a warming soup and a punchy pickle.',
      points: [
        'Soak for 10 minutes, then squeeze dry.',
        'Cook as gundruk ko jhol with tomato and soybeans.',
        'Mix with onion, chili and mustard oil for a quick sadeko.',
      ],
      ingredients: 'Fermented dried mustard greens, radish leaves, cauliflower leaves.',
      featured: true,
      offer: true,
    },
    {
      name: 'Jimbu (Himalayan Aromatic Herb) 25g',
      priceCents: 699,
      quantity: 0,
      unitInGram: 25,
      summary:
        'is a dried wild allium from Mustang with a flavour between garlic and chives. Fried in ghee, it is the traditional tempering for black lentil dal.',
      points: [
        'Fry a pinch in hot ghee until fragrant.',
        'Pour over dal just before serving.',
        'Crumble into potato and egg dishes.',
      ],
      ingredients: 'Dried jimbu leaves (Allium hypsistum).',
    },
    {
      name: 'Himalayan Pink Salt 1kg',
      priceCents: 599,
      quantity: 150,
      unitInGram: 1000,
      summary:
        'is unrefined rock salt with a gentle mineral taste and a rosy colour from natural iron. The fine grind works in the kitchen and at the table.',
      points: ['Use one-for-one in place of table salt.', 'Resealable kraft pouch.', 'Not iodised.'],
      ingredients: 'Himalayan rock salt.',
    },
    {
      name: 'Mustang Buckwheat Flour 1kg',
      priceCents: 1099,
      quantity: 40,
      unitInGram: 1000,
      summary:
        'is stone-ground from bitter buckwheat grown at 3,000 metres in Mustang. It makes nutty, gluten-free pancakes (phapar ko roti) and dhido.',
      points: [
        'Mix with water and a pinch of salt for thin pancakes.',
        'Stir into boiling water for dhido.',
        'Store in the fridge after opening.',
      ],
      ingredients: '100% buckwheat flour.',
    },
    {
      name: 'Masoor Dal (Red Lentils) 2kg',
      priceCents: 899,
      quantity: 95,
      unitInGram: 2000,
      summary:
        'are split red lentils that cook to a silky dal in twenty minutes without soaking. Dal bhat, the everyday meal of Nepal, starts here.',
      points: [
        'Rinse until the water runs clear.',
        'Simmer with turmeric and salt, then temper with garlic.',
        'Pressure cook for 3 whistles.',
      ],
      ingredients: 'Split red lentils.',
    },
    {
      name: 'Nepali Achar Masala 200g',
      priceCents: 649,
      quantity: 3,
      unitInGram: 200,
      summary:
        'is our house blend of toasted fenugreek, mustard, timur and chili for making quick pickles from radish, cucumber or potatoes.',
      points: [
        'Toss vegetables with masala, salt and lemon.',
        'Finish with smoking-hot mustard oil.',
        'Rest for an hour before serving.',
      ],
      ingredients: 'Mustard seed, fenugreek, chili, timur, turmeric, salt, asafoetida.',
    },
    {
      name: 'Sel Roti Flour Mix 1kg',
      priceCents: 999,
      quantity: 27,
      unitInGram: 1000,
      summary:
        'makes the sweet, ring-shaped rice doughnuts fried at every Dashain and Tihar. Just add water, ghee and a little patience with the hot oil.',
      points: [
        'Whisk with water and ghee into a thick batter.',
        'Rest for 30 minutes.',
        'Pour rings into hot oil and fry until golden.',
      ],
      ingredients: 'Rice flour, sugar, semolina, cardamom, clove.',
    },
    {
      name: 'Momo Masala 100g',
      priceCents: 499,
      quantity: 120,
      unitInGram: 100,
      summary:
        'is the spice blend that turns minced meat or vegetables into proper Kathmandu-style momo filling.',
      points: [
        'Use one tablespoon per pound of filling.',
        'Add fresh ginger, garlic and cilantro.',
        'Also excellent in fried rice and chow mein.',
      ],
      ingredients: 'Coriander, cumin, black pepper, ginger, garlic, timur, nutmeg, salt.',
      featured: true,
    },
    {
      name: 'Pure Mustard Oil 1L',
      priceCents: 1199,
      quantity: 55,
      unitInGram: 910,
      summary:
        'is cold-pressed from yellow mustard seed in a traditional wooden press. Pungent and golden, it is the cooking fat of the Nepali kitchen and the finishing touch on every achar.',
      points: [
        'Heat until it just smokes to mellow the flavour.',
        'Use for pickles, stir-fries and tempering.',
        'Labelled for external use only in the US, as all mustard oils are.',
      ],
      ingredients: 'Cold-pressed mustard seed oil.',
    },
    {
      name: 'Chiura (Beaten Rice) 1kg',
      priceCents: 749,
      quantity: 80,
      unitInGram: 1000,
      summary:
        'is flattened rice served with curries, pickles and yogurt in Newari feasts, or fried with peanuts and spices for a crunchy snack.',
      points: [
        'Eat as is with curries; no cooking needed.',
        'Fry in a little oil for chiura bhuja.',
        'Keeps for months in an airtight tin.',
      ],
      ingredients: 'Beaten rice.',
    },
  ],
};
