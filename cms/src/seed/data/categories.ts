import type { CategorySlug } from './types';

export interface CategorySeed {
  slug: CategorySlug;
  name: string;
}

/** Order here is the storefront's display order (sort_order). */
export const categorySeeds: CategorySeed[] = [
  { slug: 'indoor-plants', name: 'Indoor Plants' },
  { slug: 'outdoor-plants', name: 'Outdoor Plants' },
  { slug: 'seeds-bulbs', name: 'Seeds & Bulbs' },
  { slug: 'garden-tools', name: 'Garden Tools' },
  { slug: 'pots-planters', name: 'Pots & Planters' },
  { slug: 'nepalese-spices-groceries', name: 'Nepalese Spices & Groceries' },
  { slug: 'teas-snacks', name: 'Teas & Snacks' },
  { slug: 'handicrafts', name: 'Handicrafts' },
];
