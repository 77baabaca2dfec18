import { expect, test } from './support/test';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHOP_NAME } from '@common/constants';
import { formatPrice } from '@common/format';
import { MSG } from '@common/messages';

test('/payment explains how paying works, with the accepted cards and links to cart and checkout', async ({
  page,
}) => {
  const res = await page.goto('/payment');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(`Payment | ${SHOP_NAME}`);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/payment$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const cards = main.getByRole('list', { name: 'Accepted payment methods' });
  for (const brand of ['Visa', 'Mastercard', 'American Express', 'Discover'])
    await expect(cards.getByRole('img', { name: brand })).toBeVisible();
  await expect(main.getByText(formatPrice(FREE_SHIPPING_THRESHOLD_CENTS / 100)).first()).toBeVisible();
  // The e2e shop is built without a Stripe key: the page says payments go to the test processor.
  await expect(main.getByText(MSG.checkout.testBadge, { exact: false })).toBeVisible();

  await main.getByRole('link', { name: 'your cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goBack();
  await expect(main.getByRole('link', { name: 'checkout' })).toHaveAttribute('href', '/checkout');
});

test('/payment is in the sitemap', async ({ request }) => {
  const res = await request.get('/sitemaps/sitemap/0.xml');
  expect(res.ok()).toBe(true);
  expect(await res.text()).toMatch(/<loc>[^<]*\/payment<\/loc>/);
});
