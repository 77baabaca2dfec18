import { FOOTER_PHONES } from '@common/constants';

/** Home-page banners, why-choose-us items and the contact record. */

export type BannerTheme = 'plants' | 'groceries' | 'shipping' | 'festival';

export interface BannerSeed {
  image: string;
  status: boolean;
  /** Drawn into the artwork only; the banners table stores just the image. */
  headline: string;
  tagline: string;
  theme: BannerTheme;
}

export const bannerSeeds: BannerSeed[] = [
  {
    image: '/uploads/banners/banner-1.webp',
    status: true,
    headline: 'Bring the garden home',
    tagline: 'Easy-care houseplants, potted and ready',
    theme: 'plants',
  },
  {
    image: '/uploads/banners/banner-2.webp',
    status: true,
    headline: 'A taste of Nepal',
    tagline: 'Timur, gundruk, Ilam tea and more',
    theme: 'groceries',
  },
  {
    image: '/uploads/banners/banner-3.webp',
    status: true,
    headline: 'Free shipping over $49',
    tagline: 'On every order to the USA',
    theme: 'shipping',
  },
  {
    // Last season's campaign: kept in the CMS but switched off, so the storefront must hide it.
    image: '/uploads/banners/banner-4.webp',
    status: false,
    headline: 'Dashain & Tihar sale',
    tagline: 'Festival favourites, 20% off',
    theme: 'festival',
  },
];

export type ChooseIcon = 'leaf' | 'mountain' | 'truck' | 'lock';

export interface ChooseUsSeed {
  title: string;
  image: string;
  icon: ChooseIcon;
}

export const chooseUsSeeds: ChooseUsSeed[] = [
  { title: 'Fresh From Local Growers', image: '/uploads/choose/1.webp', icon: 'leaf' },
  { title: 'Authentic Nepalese Goods', image: '/uploads/choose/2.webp', icon: 'mountain' },
  { title: 'Free Shipping Over $49', image: '/uploads/choose/3.webp', icon: 'truck' },
  { title: 'Secure Card Payments', image: '/uploads/choose/4.webp', icon: 'lock' },
];

/** Jackson Heights, Queens: the map is centred on the shop's (fictional) storefront. */
const MAP_CENTRE = { lat: 40.7557, lon: -73.8831 };
const MAP_HALF_SPAN = 0.006;

export const contactSeed = {
  // The footer's first number (spec): the demo shop shows one phone number everywhere.
  phone: FOOTER_PHONES[0],
  email: 'hello@himalayangarden.example',
  address: '73-12 37th Road, Jackson Heights, NY 11372, USA',
  youtube: 'https://www.youtube.com/@himalayangarden',
  facebook: 'https://www.facebook.com/himalayangarden',
  instagram: 'https://www.instagram.com/himalayangarden',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=' +
    [
      MAP_CENTRE.lon - MAP_HALF_SPAN,
      MAP_CENTRE.lat - MAP_HALF_SPAN / 2,
      MAP_CENTRE.lon + MAP_HALF_SPAN,
      MAP_CENTRE.lat + MAP_HALF_SPAN / 2,
    ]
      .map((n) => n.toFixed(4))
      .join('%2C') +
    `&layer=mapnik&marker=${MAP_CENTRE.lat}%2C${MAP_CENTRE.lon}`,
};
