import { expect, test } from './support/test';
import { MSG } from '@common/messages';

const UNKNOWN = [
  '/product/no-such-product-anywhere',
  '/no-such-page',
  '/deep/unknown/route/here',
  '/profile/no-such-tab',
  '/404',
];

test.describe('not found', () => {
  for (const path of UNKNOWN) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: MSG.notFound })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: /home/i }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('a product under the wrong category is not found', async ({ request }) => {
    const res = await request.get('/indoor-plants/no-such-product-anywhere');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain(MSG.notFound);
  });

  test('the not-found page asks search engines not to index it', async ({ request }) => {
    const res = await request.get('/no-such-page');
    expect(res.status()).toBe(404);
    expect(await res.text()).toMatch(/<meta name="robots" content="noindex/);
  });
});
