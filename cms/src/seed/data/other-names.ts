/**
 * Other common names of demo products, stored in `products.search_terms` so a shopper who knows the plant or
 * food by another name still finds it. Keyed by product name; the seed fails on a name that does not exist.
 */
export const OTHER_NAMES: Readonly<Record<string, string>> = {
  'Tulsi (Holy Basil) Plant': 'tulasi, tulshi, ocimum sanctum',
  'Tulsi Herbal Tea (50 bags)': 'tulasi, tulshi, holy basil tea',
  'Money Plant (Golden Pothos)': "devil's ivy, epipremnum",
  'Snake Plant Laurentii': "mother-in-law's tongue, sansevieria",
  'ZZ Plant (Zamioculcas)': 'zanzibar gem',
  'Monstera Deliciosa': 'swiss cheese plant',
  'Fiddle Leaf Fig 4ft': 'ficus lyrata',
  'Rubber Plant Burgundy': 'ficus elastica, rubber tree',
  'Chinese Money Plant (Pilea)': 'pancake plant, ufo plant',
  'Jade Plant (Crassula)': 'money tree, lucky plant',
  'Curry Leaf Plant': 'kadi patta, kari leaves',
  "Marigold 'Sayapatri' Flat of 6": 'genda, tagetes',
  'Timur (Sichuan Pepper) 100g': 'szechuan pepper, szechwan pepper',
  'Coriander (Dhaniya) Seeds': 'cilantro, dhania',
  'Bitter Gourd (Karela) Seeds': 'bitter melon',
  'Chiura (Beaten Rice) 1kg': 'poha, flattened rice',
  'Masala Chiya Blend 200g': 'chai masala',
  'Dhaka Topi': 'nepali hat, cap',
  'Lokta Paper Journal': 'handmade paper notebook, diary',
  'Hori Hori Garden Knife': 'soil knife',
  'Khurpi Hand Weeder': 'khurpa',
};
