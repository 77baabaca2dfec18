import type { CategoryProducts } from './types';

/**
 * The butter lamp's description deliberately carries a script tag and an onerror handler: the API sanitises
 * rich text on output, and this product is the demo (and test fixture) that proves it.
 */
const SANITISER_DEMO_HTML =
  '<p>Light it for Tihar.<script>alert(1)</script></p><p><img src=x onerror=alert(1)> Each lamp is signed by its maker.</p>';

export const handicrafts: CategoryProducts = {
  category: 'handicrafts',
  listLead: 'About this piece:',
  closings: [
    'Our handicrafts come from fair-trade workshops in the Kathmandu Valley. Every piece is made by hand, so size, colour and pattern vary a little from the photo.',
    'Buying from these cooperatives pays artisans a fair wage and keeps traditional skills such as metal casting, lokta paper making and dhaka weaving alive.',
    'Each piece is wrapped in lokta paper and boxed for safe travel, ready to give as a gift.',
  ],
  products: [
    {
      name: 'Hand-hammered Singing Bowl',
      priceCents: 7499,
      quantity: 15,
      unitInGram: null,
      summary:
        'is beaten by hand from a seven-metal bronze alloy in Patan and sings with a deep, long-lasting tone. It comes with a wooden striker and a silk cushion.',
      points: [
        'About 6 inches across.',
        'Rim the striker slowly and steadily to make it sing.',
        'Wipe with a soft dry cloth.',
      ],
      featured: true,
    },
    {
      name: 'Lokta Paper Journal',
      priceCents: 1499,
      quantity: 75,
      unitInGram: null,
      summary:
        'is bound from handmade lokta paper, made from the bark of the daphne shrub that grows back after harvest. The pages are tough, soft and wonderful for ink.',
      points: ['120 unlined pages, 5 by 7 inches.', 'Block-printed cover.', 'Acid-free and long-lasting.'],
      featured: true,
    },
    {
      name: 'Dhaka Topi',
      priceCents: 2499,
      quantity: 30,
      unitInGram: null,
      summary:
        'is the traditional Nepali cap woven from patterned dhaka cloth on hand looms in Palpa. It is worn with pride on festival days and national celebrations.',
      points: ['Sizes 21 to 23 inches.', 'Cotton, lined.', 'Hand wash cold.'],
      featured: true,
    },
    {
      name: 'Tibetan Prayer Flags (25 flags)',
      priceCents: 999,
      quantity: 140,
      unitInGram: null,
      summary:
        'are printed with mantras and the wind horse on five colours of cotton: blue, white, red, green and yellow, for sky, air, fire, water and earth.',
      points: [
        'String length about 20 feet.',
        'Hang high in the wind, in that colour order.',
        'Let them fade naturally; that is part of their blessing.',
      ],
      offer: true,
    },
    {
      name: 'Bhairab Wooden Mask',
      priceCents: 8999,
      quantity: 1,
      unitInGram: null,
      summary:
        'is hand-carved from a single block of Himalayan alder and painted in the fierce colours of Bhairab, the protector worshipped during Indra Jatra.',
      points: ['About 10 inches tall.', 'Hanging hook on the back.', 'Each mask is signed by the carver.'],
    },
    {
      name: 'Pure Pashmina Shawl',
      priceCents: 12999,
      quantity: 9,
      unitInGram: null,
      summary:
        'is woven from the soft underfleece of Himalayan mountain goats, light as a feather yet warm enough for a winter evening.',
      points: ['28 by 80 inches.', 'Dry clean or hand wash cold.', 'Store folded with cedar.'],
      featured: true,
    },
    {
      name: 'Felt Wool Animal Ornaments (set of 4)',
      priceCents: 1899,
      quantity: 0,
      unitInGram: null,
      summary:
        'are little yaks, elephants, owls and snow leopards, needle-felted by a women-led cooperative in Kathmandu.',
      points: ['Each about 3 inches tall.', 'Hanging loops included.', 'Not a toy for small children.'],
    },
    {
      name: 'Brass Butter Lamp',
      priceCents: 1799,
      quantity: 48,
      unitInGram: null,
      summary:
        'is cast in solid brass and traditionally filled with ghee and a cotton wick, lit in homes and monasteries as an offering of light.',
      points: [
        '3 inches tall.',
        'Use with ghee or a tea light.',
        'Polish with lemon and salt to restore the shine.',
      ],
      extraHtml: SANITISER_DEMO_HTML,
    },
    {
      name: 'Yak Wool Socks',
      priceCents: 1599,
      quantity: 90,
      unitInGram: null,
      summary:
        'are knitted from soft yak and sheep wool with a cosy fleece lining, the warmest thing you can wear around the house on a January morning.',
      points: ['One size fits most adults.', 'Hand wash cold and dry flat.'],
    },
    {
      name: 'Dhaka Fabric Tote Bag',
      priceCents: 2199,
      quantity: 34,
      unitInGram: null,
      summary:
        'is sewn from hand-loomed dhaka cloth with a sturdy cotton lining and inside pocket, big enough for a laptop or a farmers-market haul.',
      points: ['15 by 16 inches.', 'Magnetic snap closure.', 'Spot clean only.'],
      offer: true,
    },
    {
      name: 'Carved Peacock Window (Mini Replica)',
      priceCents: 5999,
      quantity: 6,
      unitInGram: null,
      summary:
        "is a hand-carved miniature of Bhaktapur's famous 15th-century peacock window, made by Newar woodcarvers using the same tools and motifs as their ancestors.",
      points: ['12 by 10 inches.', 'Solid sal wood.', 'Ready to hang.'],
    },
  ],
};
