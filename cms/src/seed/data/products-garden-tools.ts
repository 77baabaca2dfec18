import type { CategoryProducts } from './types';

export const gardenTools: CategoryProducts = {
  category: 'garden-tools',
  listLead: 'Good to know:',
  closings: [
    'Every tool we sell is one we use in our own plots. If a handle cracks or a blade bends in normal use within two years, we replace it.',
    'Clean soil off after use and wipe metal parts with a little oil before winter storage; a well-kept tool lasts a generation.',
    'Tools ship in recyclable cardboard with blade guards fitted, so they arrive ready to use and safe to unpack.',
  ],
  products: [
    {
      name: 'Stainless Steel Hand Trowel',
      priceCents: 1499,
      quantity: 85,
      unitInGram: null,
      summary:
        'has a one-piece polished stainless blade that slices through clay without bending and never rusts. Depth markings on the blade make planting bulbs at the right depth easy.',
      points: [
        'Blade and shank forged as one piece.',
        'FSC-certified ash handle with hanging loop.',
        'Depth guide in inches and centimetres.',
      ],
      featured: true,
    },
    {
      name: 'Professional Bypass Pruners',
      priceCents: 4900,
      quantity: 40,
      unitInGram: null,
      summary:
        'make clean, scissor-like cuts up to 3/4 inch thick that heal quickly on live stems. Replaceable hardened steel blades and a rotating handle reduce hand strain on long pruning days.',
      points: [
        'Cuts green wood up to 3/4 inch.',
        'Replaceable blade and spring.',
        'Lockable with one hand.',
        'Sharpen with a fine diamond file.',
      ],
      featured: true,
    },
    {
      name: 'Khurpi Hand Weeder',
      priceCents: 1199,
      quantity: 60,
      unitInGram: null,
      summary:
        'is the hand-forged angled hoe used in vegetable gardens across Nepal and India. Its sharp edge slides under weeds, opens furrows and breaks up crusted soil, all with one tool.',
      points: [
        'Hand-forged carbon steel by village blacksmiths.',
        'Sheesham wood handle.',
        'Oil the blade occasionally to prevent rust.',
      ],
    },
    {
      name: 'Digging Fork',
      priceCents: 3899,
      quantity: 3,
      unitInGram: null,
      summary:
        'has four square-section tines that loosen compacted beds, lift potatoes and turn compost without slicing through roots. The D-grip handle gives leverage without strain.',
      points: ['Forged boron steel tines.', 'Ash shaft with D-grip.', 'Overall length 40 inches.'],
    },
    {
      name: 'Hori Hori Garden Knife',
      priceCents: 2999,
      quantity: 28,
      unitInGram: null,
      summary:
        'is the Japanese soil knife that digs, cuts, divides and measures. One edge is serrated for roots and twine, the other sharp for weeds and sod.',
      points: [
        '7-inch stainless blade with depth marks.',
        'Comes with a belt sheath.',
        'Perfect for dividing perennials.',
      ],
      offer: true,
    },
    {
      name: 'Ash Handle Hand Cultivator',
      priceCents: 1299,
      quantity: 95,
      unitInGram: null,
      summary:
        'has three curved tines for weeding between rows, working in compost and roughing up the soil surface before sowing.',
      points: ['Stainless steel head.', 'Comfortable ash handle.', 'Pairs with our hand trowel.'],
    },
    {
      name: 'Long-reach Hedge Shears',
      priceCents: 4599,
      quantity: 0,
      unitInGram: null,
      summary:
        'give clean, even cuts along hedges and ornamental grasses. Wavy blades grip the stems instead of pushing them away, and shock-absorbing bumpers spare your wrists.',
      points: [
        '10-inch carbon steel blades.',
        'Telescopic handles from 25 to 33 inches.',
        'Tension adjustable with a spanner.',
      ],
    },
    {
      name: 'Leather Gardening Gloves',
      priceCents: 1999,
      quantity: 70,
      unitInGram: null,
      summary:
        'are soft goatskin gloves with long canvas cuffs that keep rose thorns and brambles away from your wrists, while staying supple enough to pick up seeds.',
      points: [
        'Sizes S to XL; choose your usual glove size.',
        'Thorn-resistant palms.',
        'Hand wash cold and air dry.',
      ],
      featured: true,
    },
    {
      name: 'Galvanised Watering Can 2 gal',
      priceCents: 3499,
      quantity: 16,
      unitInGram: null,
      summary:
        'is a traditional hot-dipped galvanised can with a long spout and a removable brass rose, giving seedlings a gentle shower and pots a steady stream.',
      points: [
        'Holds 2 gallons (7.5 litres).',
        'Removable brass rose.',
        'Will weather to a soft grey patina.',
      ],
    },
    {
      name: 'Soil Moisture Meter',
      priceCents: 999,
      quantity: 130,
      unitInGram: null,
      summary:
        'takes the guesswork out of watering. Push the probe into the root zone and the dial reads dry, moist or wet, with no batteries needed.',
      points: [
        'Works for houseplants and garden beds.',
        'Wipe the probe clean after each use.',
        'Do not leave it standing in the soil.',
      ],
    },
    {
      name: 'Bamboo Plant Stakes (25 pack)',
      priceCents: 799,
      quantity: 150,
      unitInGram: null,
      summary:
        'are natural bamboo canes for staking tomatoes, peppers, dahlias and lilies. They are strong, light and compostable at the end of their life.',
      points: [
        'Each stake is 4 feet long.',
        'Tie plants with soft twine, not wire.',
        'Store dry over winter to reuse for several seasons.',
      ],
    },
  ],
};
