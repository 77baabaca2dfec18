import { MSG } from '@common/messages';
import { allProducts } from '../support/fixtures';
import { expect, test } from './support/test';
import { SHOP_ENV } from './support/global-setup';

/** The pages of the targets, on each host (the project names it; playwright.hosts.config.ts). */
test('the home page renders, compressed for a browser that accepts it', async ({ request }) => {
  const res = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toMatch(/^(gzip|br)$/);
  expect(await res.text()).toContain('Himalayan Garden');
});

test('a product page that was not prerendered renders, with its photo loaded', async ({ page, request }) => {
  // The last products of the catalogue are not on the home page, so the build did not prerender them.
  const product = (await allProducts(request)).at(-1)!;
  const res = await page.goto(`/product/${product.slug}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const photo = page.getByRole('img', { name: product.name }).first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test("a search with a typo finds the product in the server's HTML", async ({ request }) => {
  const res = await request.get('/filter?q=lavendar');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('Lavender &#x27;Hidcote&#x27;');
});

test("a malformed path is the shop's 404 page, a JSON 400 under /api/v1/", async ({ request }) => {
  for (const path of ['/product/%ff', '/%E0%A4%A']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain(MSG.notFound);
  }
  const api = await request.get('/api/v1/product/%ff');
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({ status: false, message: MSG.malformedUrl });
});

test("a purge asks the CMS to send it again only where the page cache is not the shop's own", async ({
  request,
}, info) => {
  const env = JSON.parse(process.env[SHOP_ENV] ?? '{}') as Record<string, string>;
  const res = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': env.REVALIDATE_SECRET! },
    data: { tags: ['banners'] },
  });
  expect(res.status()).toBe(200);
  // The shop's page cache dates a page from its render's start (docs/adr/0108); OpenNext's, on Lambda, from
  // its end, so a render under way at the purge needs the repeat there (docs/adr/0016).
  expect(((await res.json()) as { repeat: boolean }).repeat).toBe(info.project.name === 'serverless');
});
