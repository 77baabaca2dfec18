import { expect, test } from './support/test';
import { NO_RETURN_CATEGORY_SLUGS, SHOP_NAME } from '@common/constants';
import { formatPrice } from '@common/format';
import { cmsCategories } from './support/catalogue';
import { allProducts } from './support/fixtures';
import { merchantListingProblems } from './support/merchant-listing';
import { shopSecret } from './support/shop';
import { canonicalHref, jsonLdBlocks, metaContent, unescapeHtml } from './support/catalogue';

const site = () => process.env.E2E_BASE_URL!;

/** `fn` of every item, `size` at a time, in order. */
async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

type Crumb = { '@type': string; position: number; name: string; item?: string };

/** Server HTML only: these requests run no JavaScript, as a crawler or link preview would. */
test.describe('search engines and sharing', () => {
  test('a product page arrives with name, price, JSON-LD, canonical and sharing tags', async ({
    request,
  }) => {
    const product = (await allProducts(request)).find((p) => p.quantity > 0)!;
    const res = await request.get(`/product/${product.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const text = unescapeHtml(html);
    expect(text).toContain(product.name);
    expect(text).toContain(formatPrice(product.price));

    const ld = jsonLdBlocks(html);
    const productLd = ld.find((d) => d['@type'] === 'Product') as Record<string, unknown> & {
      offers: Record<string, unknown>;
    };
    expect(productLd.name).toBe(product.name);
    expect(productLd.image).toEqual([product.image]);
    expect(productLd.offers).toMatchObject({
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${site()}/product/${product.slug}`,
    });
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.at(-1)?.name).toBe(product.name);

    expect(canonicalHref(html)).toBe(`${site()}/product/${product.slug}`);
    expect(unescapeHtml(metaContent(html, 'og:title') ?? '')).toContain(product.name);
    expect(metaContent(html, 'og:url')).toBe(`${site()}/product/${product.slug}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'description')).toBeTruthy();

    const ogImage = unescapeHtml(metaContent(html, 'og:image') ?? '');
    expect(ogImage).toContain(`/product/${product.slug}/opengraph-image`);
    const image = await request.get(ogImage);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await image.body()).subarray(1, 4).toString()).toBe('PNG');
  });

  test("every product page's JSON-LD has the fields Google's merchant listing requires, and its trail", async ({
    request,
  }) => {
    const products = await allProducts(request);
    expect(products.some((p) => NO_RETURN_CATEGORY_SLUGS.includes(p.category_slug))).toBe(true);
    expect(products.some((p) => !NO_RETURN_CATEGORY_SLUGS.includes(p.category_slug))).toBe(true);
    // Every page, a few at a time: on a busy machine one by one outlasts the test's time.
    test.slow();
    const pages = await inBatches(products, 6, async (p) => (await request.get(`/product/${p.slug}`)).text());
    for (const [i, product] of products.entries()) {
      const ld = jsonLdBlocks(pages[i]!);
      const productLd = ld.find((d) => d['@type'] === 'Product');
      expect(productLd, product.slug).toBeDefined();
      expect(merchantListingProblems(productLd!, product), product.slug).toEqual([]);
      const trail = ld.find((d) => d['@type'] === 'BreadcrumbList') as
        { itemListElement: Crumb[] } | undefined;
      expect(trail?.itemListElement, product.slug).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site()}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: expect.any(String),
          item: `${site()}/filter?cat=${product.category_slug}`,
        },
        { '@type': 'ListItem', position: 3, name: product.name },
      ]);
    }
  });

  test('an out-of-stock product is marked OutOfStock', async ({ request }) => {
    const product = (await allProducts(request)).find((p) => p.quantity <= 0)!;
    const html = await (await request.get(`/product/${product.slug}`)).text();
    const productLd = jsonLdBlocks(html).find((d) => d['@type'] === 'Product') as {
      offers: { availability: string };
    };
    expect(productLd.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  test('the /{category}/{slug} form points its canonical at /product/{slug}', async ({ request }) => {
    const product = (await allProducts(request))[0]!;
    const res = await request.get(`/${product.category_slug}/${product.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(unescapeHtml(html)).toContain(product.name);
    expect(canonicalHref(html)).toBe(`${site()}/product/${product.slug}`);
    expect(jsonLdBlocks(html).some((d) => d['@type'] === 'Product')).toBe(true);
  });

  test('the home page describes the shop and its search', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const canonical = new URL(canonicalHref(html)!);
    expect(canonical.origin + canonical.pathname).toBe(`${site()}/`);
    expect(metaContent(html, 'og:title')).toBeTruthy();
    const ld = jsonLdBlocks(html);
    expect(ld.find((d) => d['@type'] === 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SHOP_NAME,
      url: site(),
      logo: `${site()}/icon.svg`,
    });
    expect(ld.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      '@context': 'https://schema.org',
      name: SHOP_NAME,
      url: site(),
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${site()}/filter?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  test('the sitemap lists every product, category filter page and content page', async ({ request }) => {
    const [products, categories] = await Promise.all([allProducts(request), cmsCategories(request)]);
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('xml');
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);

    const urls: string[] = [];
    for (const file of files) {
      const res = await request.get(new URL(file).pathname);
      expect(res.status()).toBe(200);
      const xml = await res.text();
      expect(xml).toContain('<urlset');
      urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => unescapeHtml(m[1]!)));
    }
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/termsandconditions',
      '/privacy-policy',
      '/return-policy',
      '/filter',
    ]) {
      expect(urls).toContain(`${site()}${path}`);
    }
    for (const c of categories) expect(urls).toContain(`${site()}/filter?cat=${c.slug}`);
    for (const p of products) expect(urls).toContain(`${site()}/product/${p.slug}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('robots.txt keeps crawlers out of private pages and names the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const robots = await res.text();
    for (const path of ['/cart', '/checkout', '/profile', '/api/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${site()}/sitemap.xml`);
  });
});

test.describe('cache revalidation endpoint', () => {
  test('refuses a wrong secret', async ({ request }) => {
    const res = await request.post('/api/revalidate', {
      headers: { 'x-revalidate-secret': 'wrong' },
      data: { tags: ['catalogue'] },
    });
    expect(res.status()).toBe(401);
  });

  test('purges tags with the secret npm run shop shares with the CMS', async ({ request }) => {
    const res = await request.post('/api/revalidate', {
      headers: { 'x-revalidate-secret': shopSecret('REVALIDATE_SECRET') },
      data: { tags: ['banners'] },
    });
    expect(res.status()).toBe(200);
    // `npm start`'s page cache dates pages from their render's start: the CMS need not repeat the purge.
    expect(await res.json()).toEqual({ status: true, revalidated: ['banners'], repeat: false });
    // The home page still renders from the refreshed data.
    expect((await request.get('/')).status()).toBe(200);
  });
});
