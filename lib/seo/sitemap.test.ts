import {
  SITEMAP_MAX_URLS,
  SITEMAP_PAGES,
  sitemapChunk,
  sitemapCount,
  sitemapEntries,
  sitemapIndexXml,
} from './sitemap';

describe('sitemap chunking', () => {
  it('uses one file up to 50,000 URLs and splits past that', () => {
    expect(sitemapCount(0)).toBe(1);
    expect(sitemapCount(1)).toBe(1);
    expect(sitemapCount(SITEMAP_MAX_URLS)).toBe(1);
    expect(sitemapCount(SITEMAP_MAX_URLS + 1)).toBe(2);
    expect(sitemapCount(3 * SITEMAP_MAX_URLS)).toBe(3);
    expect(sitemapCount(3 * SITEMAP_MAX_URLS + 7)).toBe(4);
  });

  it('puts every URL in exactly one file, in order, none over the limit', () => {
    const urls = Array.from({ length: 2 * SITEMAP_MAX_URLS + 123 }, (_, i) => i);
    const files = Array.from({ length: sitemapCount(urls.length) }, (_, id) => sitemapChunk(urls, id));
    expect(files.map((f) => f.length)).toEqual([SITEMAP_MAX_URLS, SITEMAP_MAX_URLS, 123]);
    expect(files.flat()).toEqual(urls);
  });

  it('returns nothing for ids outside the range', () => {
    const urls = [1, 2, 3];
    expect(sitemapChunk(urls, 1, 2)).toEqual([3]);
    expect(sitemapChunk(urls, 2, 2)).toEqual([]);
    expect(sitemapChunk(urls, -1, 2)).toEqual([]);
    expect(sitemapChunk(urls, Number.NaN, 2)).toEqual([]);
  });
});

describe('sitemap entries', () => {
  const OLD = process.env.SITE_URL;
  beforeAll(() => {
    process.env.SITE_URL = 'https://shop.example/';
  });
  afterAll(() => {
    process.env.SITE_URL = OLD;
  });

  it('lists content pages, category filter pages and canonical product pages', () => {
    const entries = sitemapEntries(
      [{ slug: 'indoor-plants' }],
      [{ slug: 'money-plant', created_at: '2026-10-01T10:00:00.000Z' }],
    );
    const urls = entries.map((e) => e.url);
    expect(urls).toEqual([
      ...SITEMAP_PAGES.map((p) => `https://shop.example${p}`),
      'https://shop.example/filter?cat=indoor-plants',
      'https://shop.example/product/money-plant',
    ]);
    expect(entries.at(-1)?.lastModified).toBe('2026-10-01T10:00:00.000Z');
  });

  it('indexes the split files', () => {
    const xml = sitemapIndexXml(2);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<loc>https://shop.example/sitemaps/sitemap/0.xml</loc>');
    expect(xml).toContain('<loc>https://shop.example/sitemaps/sitemap/1.xml</loc>');
    expect(xml).not.toContain('/sitemap/2.xml');
  });
});
