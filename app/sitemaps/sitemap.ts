import type { MetadataRoute } from 'next';
import { getFeaturedCategories } from '@/lib/cms-client/categories';
import { getAllProducts } from '@/lib/cms-client/products';
import { sitemapChunk, sitemapCount, sitemapEntries } from '@/lib/seo/sitemap';

/** Every shop URL, split into /sitemaps/sitemap/{id}.xml files of at most 50,000; /sitemap.xml indexes them. */
async function allEntries() {
  const [categories, products] = await Promise.all([getFeaturedCategories(), getAllProducts()]);
  return sitemapEntries(categories, products);
}

export async function generateSitemaps() {
  const count = sitemapCount((await allEntries()).length);
  return Array.from({ length: count }, (_, id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapChunk(await allEntries(), Number(await id));
}
