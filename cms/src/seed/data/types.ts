/** The eight demo categories, in the order the storefront shows them. */
export const CATEGORY_SLUGS = [
  'indoor-plants',
  'outdoor-plants',
  'seeds-bulbs',
  'garden-tools',
  'pots-planters',
  'nepalese-spices-groceries',
  'teas-snacks',
  'handicrafts',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** A products row, demo or synthetic, ready to insert once its category slug is swapped for the id. */
export interface SeedProductRow {
  slug: string;
  name: string;
  categorySlug: CategorySlug;
  image: string;
  priceCents: number;
  quantity: number;
  detail: string;
  unitInGram: number | null;
  ingredients: string | null;
  isFeatured: boolean;
  isOffer: boolean;
  /** Other names shoppers search by; '' when none. */
  searchTerms: string;
  createdAt: Date;
}

/** One hand-written demo product; the slug, image path, detail HTML and date are derived from it. */
export interface ProductSeed {
  name: string;
  priceCents: number;
  quantity: number;
  /** Net weight in grams; null where a weight means nothing to the shopper (tools, crafts). */
  unitInGram: number | null;
  /** Follows the bold product name in the first paragraph of the description. */
  summary: string;
  /** Care tips or uses, rendered as a bullet list. */
  points: string[];
  /** Only groceries, teas and snacks list ingredients. */
  ingredients?: string;
  featured?: boolean;
  offer?: boolean;
  /** Raw HTML appended to the description as-is (used once to demonstrate output sanitising). */
  extraHtml?: string;
}

/** All products of one category plus the shared prose that rounds off their descriptions. */
export interface CategoryProducts {
  category: CategorySlug;
  /** Heading-less lead-in for the bullet list, e.g. 'Care tips:'. */
  listLead: string;
  /** Closing paragraphs; each product gets one, picked by position so neighbours differ. */
  closings: string[];
  products: ProductSeed[];
}
