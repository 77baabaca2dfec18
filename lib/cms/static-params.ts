import 'server-only';
import { HOME_OUR_PRODUCTS_MAX } from '../constants';
import { getFeaturedProducts } from './products';

/**
 * Products prerendered at build time: the ones the home page links to. The rest render on their first visit
 * and are cached from then on. A build against an unreachable CMS still needs one entry, so a failed read
 * falls back to nothing prerendered beyond what the CMS returns.
 */
export async function productStaticParams(): Promise<{ slug: string; category: string }[]> {
  const products = await getFeaturedProducts();
  return products.slice(0, HOME_OUR_PRODUCTS_MAX).map((p) => ({ slug: p.slug, category: p.category_slug }));
}
