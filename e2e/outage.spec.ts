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
  stockOf,
  waitForPaymentForm,
} from './support/checkout';
import { alive, cmsOutage, shopPids, type Outage } from './support/shop';

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
