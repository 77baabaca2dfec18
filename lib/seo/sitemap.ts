import type { MetadataRoute } from 'next';
import { absoluteUrl, categoryFilterPath, productPath } from './site';

/** A sitemap file may list at most 50,000 URLs (sitemaps.org); past that the list is split. */
export const SITEMAP_MAX_URLS = 50_000;

/** Content pages listed in the sitemap (the shop's public, indexable screens). */
export const SITEMAP_PAGES = [
  '/',
  '/filter',
  '/about',
  '/contact',
  '/termsandconditions',
  '/privacy-policy',
  '/return-policy',
  '/payment',
] as const;

export type SitemapEntry = MetadataRoute.Sitemap[number];

/** How many sitemap files `total` URLs need (always at least one, so the index is never empty). */
export function sitemapCount(total: number, perFile = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(total / perFile));
}

/** The URLs of sitemap file `id` (0-based); an id past the end yields an empty list. */
export function sitemapChunk<T>(items: readonly T[], id: number, perFile = SITEMAP_MAX_URLS): T[] {
  if (!Number.isInteger(id) || id < 0) return [];
  return items.slice(id * perFile, (id + 1) * perFile);
}

/** Every URL of the shop: content pages, one filter page per category, one page per product. */
export function sitemapEntries(
  categories: readonly { slug: string }[],
  products: readonly { slug: string; created_at: string }[],
): SitemapEntry[] {
  return [
    ...SITEMAP_PAGES.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: path === '/' || path === '/filter' ? ('daily' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.5,
    })),
    ...categories.map((c) => ({
      url: absoluteUrl(categoryFilterPath(c.slug)),
      changeFrequency: 'daily' as const,
      priority: 0.7,
    })),
    ...products.map((p) => ({
      url: absoluteUrl(productPath(p.slug)),
      lastModified: p.created_at,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
  ];
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Where sitemap file `id` is served: app/sitemaps/sitemap.ts with generateSitemaps. (It cannot live at the
 * app root: Next reserves /sitemap.xml for a root sitemap.ts, and /sitemap.xml here is the index.)
 */
export const sitemapFilePath = (id: number) => `/sitemaps/sitemap/${id}.xml`;

/** The sitemap index served at /sitemap.xml, pointing at every sitemap file. */
export function sitemapIndexXml(count: number): string {
  const items = Array.from(
    { length: count },
    (_, id) => `<sitemap><loc>${escapeXml(absoluteUrl(sitemapFilePath(id)))}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`;
}
