import {
  TEST_CARDS,
  checkoutWith,
  expectCartEmpty,
  expectOrderSuccess,
  fillCheckout,
  guest,
  payButton,
  pickProduct,
  waitForPaymentForm,
} from './support/checkout';
import { expect, test } from './support/test';

/**
 * The whole checkout with the built-in test processor under both policies: the storefront's pages, the CMS's
 * authentication page (its inline style allowed by hash) and the form's 303 back to the storefront. The
 * shared fixture fails the test on any violation on the way.
 */
test('the checkout with the authentication card runs through the CMS page and back with no CSP violation', async ({
  page,
  request,
  cspViolations,
}) => {
  const product = await pickProduct(request, 7);
  await checkoutWith(page, [{ product, quantity: 1 }]);
  await waitForPaymentForm(page);
  await fillCheckout(page, guest('csp-auth'), TEST_CARDS.authenticate);

  // Read before paying: once the CMS's page has answered, the browser may already be on the CMS's origin.
  const shopOrigin = new URL(page.url()).origin;
  const authPage = page.waitForResponse((r) => r.url().includes('/payments/test/authenticate'));
  await payButton(page).click();
  const res = await authPage;
  const cmsPolicy = res.headers()['content-security-policy'] ?? '';
  expect(cmsPolicy).toContain("default-src 'none'");
  expect(cmsPolicy).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(cmsPolicy).toContain(`form-action 'self' ${shopOrigin}`);

  const heading = page.getByRole('heading', { name: 'Test payment authentication' });
  await expect(heading).toBeVisible();
  // The page's stylesheet applied (a hash mismatch would leave the browser's default font and margins).
  await expect.poll(() => page.locator('main').evaluate((m) => getComputedStyle(m).maxWidth)).toMatch(/px$/);
  expect(cspViolations).toEqual([]);

  await page.getByRole('button', { name: 'Complete' }).click();
  await expectOrderSuccess(page);
  await expectCartEmpty(page);
});
