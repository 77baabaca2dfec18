import 'server-only';
import { getFeaturedProducts } from './products';

/**
 * Products prerendered at build time: the ones the home page links to ('Our Products'). Any other product
 * renders on its first visit and is cached from then on. Prerendering every product was measured and did not
 * pay (docs/adr/0103-every-product-prerendered-tried.md).
 */
export async function productStaticParams(): Promise<{ slug: string; category: string }[]> {
  const products = await getFeaturedProducts();
  return products.map((p) => ({ slug: p.slug, category: p.category_slug }));
}
