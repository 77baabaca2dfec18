import { getFeaturedCategories } from '@/lib/cms-client/categories';
import { getAllProducts } from '@/lib/cms-client/products';
import { sitemapCount, sitemapEntries, sitemapIndexXml } from '@/lib/seo/sitemap';

/** /sitemap.xml: the index of the split sitemaps (app/sitemaps/sitemap.ts serves the files). */
export async function GET() {
  const [categories, products] = await Promise.all([getFeaturedCategories(), getAllProducts()]);
  const xml = sitemapIndexXml(sitemapCount(sitemapEntries(categories, products).length));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
