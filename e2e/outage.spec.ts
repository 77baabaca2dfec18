import { expect, test } from '@playwright/test';
import { alive, shopPids } from './support/shop';

/**
 * The shop's behaviour when its CMS dies, as `npm run shop` runs it (global setup). These tests kill the
 * CMS and, at last, stop the whole shop: playwright.config.ts runs them in their own project, after all
 * the others, one after the other.
 */
test.describe.configure({ mode: 'serial' });

test('the shop restarts a crashed CMS while the storefront keeps serving; SIGTERM stops both', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const first = shopPids();
  expect(alive(first.cms) && alive(first.storefront)).toBe(true);
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
