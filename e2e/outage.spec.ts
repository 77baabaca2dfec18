import type { Product } from '@common/contract';
import { expect, test } from './support/test';
import { MSG } from '@common/messages';
import {
  TEST_CARDS,
  checkoutWith,
  expectOrderSuccess,
  fillCheckout,
  guest,
  payButton,
  pickProduct,
  placeOneItemOrder,
  stockOf,
  waitForPaymentForm,
} from './support/checkout';
import { cmsUrl } from './support/fixtures';
import { alive, cmsOutage, shopPids, shopSecret, type Outage } from './support/shop';

/**
 * The shop's behaviour when its CMS dies, as `npm run shop` runs it (global setup). These tests kill the
 * CMS and, at last, stop the whole shop: playwright.config.ts runs them in their own project, after all
 * the others, one after the other in this order (a failure restarts the worker, which ends an outage the
 * first test left, and the next test still runs).
 */

const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Please try again in a moment.';

test('a payment return during a CMS outage keeps processing and completes once the CMS is back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await pickProduct(request, 9);
  const before = await stockOf(request, product.id);
  await checkoutWith(page, [{ product, quantity: 1 }]);
  await waitForPaymentForm(page);
  await fillCheckout(page, guest('outage'), TEST_CARDS.authenticate);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Test payment authentication' })).toBeVisible();

  // The processor takes the payment and sends the shopper back; the CMS dies just before the return page
  // loads (its answer, the redirect to /update-order, reaches the browser after the kill).
  let outage: Outage | undefined;
  await page.route(
    (url) => url.pathname.endsWith('/payments/test/authenticate'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      outage = await cmsOutage();
      await route.fulfill({ response: answer });
    },
  );
  const failedUpdates: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/v1/order/test/update-order')) failedUpdates.push(res.status());
  });
  await page.getByRole('button', { name: 'Complete' }).click();

  // The page keeps processing and asks again; no error, no way home.
  await expect.poll(() => failedUpdates.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  expect(failedUpdates.every((s) => s >= 500)).toBe(true);
  await expect(page.getByRole('heading', { name: MSG.payReturn.heading })).toBeVisible();
  await expect(page.getByText(MSG.payReturn.error)).toHaveCount(0);
  await expect(page).toHaveURL(/\/update-order\?/);

  // Meanwhile a search says the catalogue is unreachable, rather than that nothing matched.
  const search = await context.newPage();
  await search.goto('/filter?q=tulsi');
  await expect(search.getByText(SEARCH_UNAVAILABLE)).toBeVisible();
  await search.close();

  // The supervisor brings the CMS back; the return goes through on one of its next tries.
  await outage!.end();
  await expect(page).toHaveURL(/\/order-success\?no=\d+$/, { timeout: 90_000 });
  await expectOrderSuccess(page);
  expect(await stockOf(request, product.id)).toBe(before - 1);
});

/** A browser's Accept for a page: only a document is sent a page's last good copy or the shop's 503 page. */
const DOCUMENT = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

test('after a purchase purges them, a CMS outage still serves the pages; a page never rendered answers 503', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The CMS up (an earlier test's outage may still be ending).
  await expect
    .poll(async () => (await request.get(cmsUrl('/product/getFeature'))).status(), {
      timeout: 60_000,
    })
    .toBe(200);
  const featured = (
    (await (await request.get(cmsUrl('/product/getFeature'))).json()) as { products: { data: Product[] } }
  ).products.data;
  const product = featured.find((p) => p.quantity >= 3)!;
  expect(product, 'a product on the home page with stock').toBeDefined();
  const productPage = `/product/${product.slug}`;
  const stockShown = async (path: string) =>
    (await (await request.get(path, { headers: DOCUMENT })).text()).match(/In Stock: (\d+)/)?.[1];

  // Both pages rendered while the CMS is up, so Next's cache holds them. Each until
  // Next answers it from a fresh entry: a stale one is rendered again in the background, and a render
  // that began before the purge but ends after it would count as newer than the purge.
  for (const path of ['/', productPage]) {
    await expect
      .poll(async () => (await request.get(path, { headers: DOCUMENT })).headers()['x-nextjs-cache'], {
        timeout: 30_000,
      })
      .toBe('HIT');
  }
  expect(await (await request.get('/', { headers: DOCUMENT })).text()).toContain(product.name);
  const before = await stockOf(request, product.id);
  expect(await stockShown(productPage)).toBe(String(before));

  // The purchase purges `product:<slug>` (the product's page and the home page's lists). The same purge
  // is sent again here, so that it has surely arrived before the CMS dies.
  await placeOneItemOrder(request, product);
  const purge = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': shopSecret('REVALIDATE_SECRET') },
    data: { tags: [`product:${product.slug}`] },
  });
  expect(purge.status()).toBe(200);

  const outage = await cmsOutage();
  try {
    // A purge leaves the pages stale, not gone (docs/adr/0073): Next serves the copy it has, rendered again
    // after the purge if that render finished before the CMS died, else the one from before it (the cart
    // and checkout check live stock).
    for (const path of ['/', productPage]) {
      const res = await request.get(path, { headers: DOCUMENT });
      expect(res.status(), path).toBe(200);
    }
    expect([String(before), String(before - 1)]).toContain(await stockShown(productPage));
    const shown = await page.goto(productPage);
    expect(shown?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    // A listing page nobody has asked for since the shop started (its category's lists were purged too).
    const never = `/filter?cat=${product.category_slug}&page=97`;
    const unavailable = await page.goto(never);
    expect(unavailable?.status()).toBe(503);
    expect(Number(unavailable?.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: MSG.unavailable.heading })).toBeVisible();
    await expect(page.getByText(MSG.unavailable.body)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: MSG.unavailable.home }).click();
    await expect(page).toHaveURL(/\/$/);
    // Never a 500: not for a document, an RSC payload, the product's sharing card, or an image the
    // optimiser would fetch from the CMS's own port, closed now (a port scan's 500 before).
    const photo = `/uploads/${product.image.split('/uploads/')[1]}`;
    const fromCms = `/_next/image?url=${encodeURIComponent(process.env.E2E_CMS_URL + photo)}`;
    const images = [`${fromCms}&w=640&q=75`, `/_next/image?url=${encodeURIComponent(photo)}&w=1080&q=75`];
    for (const path of [never, productPage, `${productPage}/opengraph-image`, ...images]) {
      for (const headers of [DOCUMENT, { rsc: '1' }, { accept: '*/*' }]) {
        const res = await request.get(path, { headers });
        const status = res.status();
        expect(status < 500 || status === 503, `${path} ${JSON.stringify(headers)}: ${status}`).toBe(true);
      }
    }
  } finally {
    await outage.end();
  }

  // The CMS back, the next requests render fresh data: the purchase shows.
  await expect.poll(() => stockShown(productPage), { timeout: 90_000 }).toBe(String(before - 1));
  const listing = await request.get(`/filter?cat=${product.category_slug}&page=97`, { headers: DOCUMENT });
  expect(listing.status()).not.toBe(503);
});

test('the shop restarts a crashed CMS while the storefront keeps serving; SIGTERM stops both', async ({
  request,
}) => {
  test.setTimeout(120_000);
  // Both servers up (an earlier test's outage may still be ending).
  await expect
    .poll(() => alive(shopPids().cms) && alive(shopPids().storefront), { timeout: 60_000 })
    .toBe(true);
  const first = shopPids();
  expect((await request.get('/')).status()).toBe(200);

  process.kill(first.cms!, 'SIGKILL');
  await expect.poll(() => alive(first.cms)).toBe(false);
  // The storefront was not taken down with it.
  expect((await request.get('/')).status()).toBe(200);
  expect(alive(first.storefront)).toBe(true);

  // A new CMS process answers again.
  await expect
    .poll(() => shopPids().cms !== first.cms && alive(shopPids().cms), { timeout: 60_000 })
    .toBe(true);
  const health = await request.get(`${process.env.E2E_CMS_URL}/health`);
  expect(health.status()).toBe(200);
  const second = shopPids();
  expect(second.storefront).toBe(first.storefront);

  // Ctrl-C's signal: shop.mjs stops both servers and exits.
  process.kill(second.shop, 'SIGTERM');
  await expect
    .poll(() => [alive(second.shop), alive(second.cms), alive(second.storefront)], { timeout: 30_000 })
    .toEqual([false, false, false]);
});
