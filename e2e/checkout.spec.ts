import { expect, test } from './support/test';
import { MSG } from '@common/messages';
import { storedCart } from './support/cart';
import {
  TEST_CARDS,
  checkoutAlert,
  checkoutWith,
  confirmationsTo,
  expectCartEmpty,
  expectOrderSuccess,
  fillCard,
  fillCheckout,
  guest,
  initiatedPid,
  pickProduct,
  payButton,
  paymentForm,
  productBySlug,
  stockOf,
  updateOrderStatus,
  waitForPaymentForm,
} from './support/checkout';
import { newAccount, registerAccount, signIn } from './support/fixtures';

test('a guest buys a product from the home page with 4242: order number, empty cart, stock taken, mail sent', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: MSG.addToCart, exact: true }) })
    .first();
  await card.scrollIntoViewIfNeeded();
  const href = await card.locator('a[href^="/product/"]').first().getAttribute('href');
  const slug = href?.split('/').pop() ?? '';
  const product = await productBySlug(request, slug);
  await card.getByRole('button', { name: MSG.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Client-side navigations: generous waits, the test machine may be busy.
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 30_000 });
  await waitForPaymentForm(page);
  await expect(page.getByText(MSG.checkout.testBadge)).toBeVisible();
  await expect(page.getByTestId('summary-line').filter({ hasText: product.name })).toBeVisible();
  await expect(page.getByTestId('summary-discount')).toHaveCount(0);
  await expect(page.getByRole('link', { name: MSG.checkout.backToCart })).toHaveAttribute('href', '/cart');

  const before = await stockOf(request, product.id);
  const shopper = guest('guest-4242');
  await fillCheckout(page, shopper, TEST_CARDS.succeeds);
  await payButton(page).click();

  const no = await expectOrderSuccess(page);
  await expectCartEmpty(page);
  expect(await stockOf(request, product.id)).toBe(before - 1);
  await expect.poll(() => confirmationsTo(shopper.email, no).length, { timeout: 15_000 }).toBe(1);
  await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the checkout form asks for every required field, then for the billing info when billing differs', async ({
  page,
  request,
}) => {
  const product = await pickProduct(request, 0);
  await checkoutWith(page, [{ product, quantity: 1 }]);
  await waitForPaymentForm(page);
  const form = paymentForm(page);

  await payButton(page).click();
  await expect(checkoutAlert(page)).toHaveText(MSG.checkout.required);

  await fillCheckout(page, guest('billing'));
  await form.getByLabel('Phone', { exact: true }).fill('64655');
  await payButton(page).click();
  await expect(checkoutAlert(page)).toHaveText(MSG.checkout.required);
  await expect(form.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Phone', { exact: true }).fill('6465550142');

  const same = form.getByRole('checkbox', { name: 'Billing address same as shipping' });
  await expect(same).toBeChecked();
  await same.uncheck();
  await expect(form.getByLabel('Billing country')).toHaveValue('US');
  expect(await form.getByLabel('Billing country').locator('option').count()).toBeGreaterThanOrEqual(240);
  await payButton(page).click();
  await expect(checkoutAlert(page)).toHaveText(MSG.checkout.billingRequired);
  await expect(form.getByLabel('Billing name')).toHaveAttribute('aria-invalid', 'true');
  // The message clears after 5 seconds.
  await expect(checkoutAlert(page)).toBeHidden({ timeout: 8_000 });
});

test('a declined card shows the payment failure and pays nothing; another card then pays the same order', async ({
  page,
  request,
}) => {
  const product = await pickProduct(request, 1);
  const pid = await initiatedPid(page, () => checkoutWith(page, [{ product, quantity: 1 }]));
  await waitForPaymentForm(page);
  const shopper = guest('declined');
  await fillCheckout(page, shopper, TEST_CARDS.declined);
  await payButton(page).click();

  await expect(checkoutAlert(page)).toHaveText(MSG.checkout.paymentFailed);
  await expect(page).toHaveURL(/\/checkout$/);
  // The order is placed but not paid: the CMS refuses to mark it paid, and no confirmation goes out.
  expect(await updateOrderStatus(request, pid)).toBe(402);
  expect(confirmationsTo(shopper.email)).toHaveLength(0);
  const held = await stockOf(request, product.id);

  // Retry with a good card: the same payment is confirmed, no second order is placed.
  await expect(payButton(page)).toBeEnabled();
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expectOrderSuccess(page);
  expect(await stockOf(request, product.id)).toBe(held);
  await expect.poll(() => confirmationsTo(shopper.email).length, { timeout: 15_000 }).toBe(1);
});

test('a new customer gets the 10% first-order discount on the first order only', async ({
  page,
  request,
}) => {
  const account = newAccount('first-order');
  await registerAccount(request, account);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/$/);

  const product = await pickProduct(request, 2);
  await checkoutWith(page, [{ product, quantity: 2 }]);
  await waitForPaymentForm(page);
  const subCents = Math.round(product.price * 100) * 2;
  const discount = Math.round(subCents / 10);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(`$${(subCents / 100).toFixed(2)}`);
  await expect(page.getByTestId('summary-discount')).toHaveText(`-$${(discount / 100).toFixed(2)}`);
  const shipping = subCents >= 4900 ? 0 : 2000;
  await expect(page.getByTestId('summary-total')).toHaveText(
    `$${((subCents - discount + shipping) / 100).toFixed(2)}`,
  );
  // The signed-in shopper's name and email are prefilled, and the phone from their profile.
  await expect(paymentForm(page).getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await expect(paymentForm(page).getByLabel('Full name', { exact: true })).toHaveValue(account.name);
  await expect(paymentForm(page).getByLabel('Phone', { exact: true })).toHaveValue(account.phone);
  await fillCheckout(page, { email: account.email, phone: account.phone, name: account.name });
  await payButton(page).click();
  await expectOrderSuccess(page);

  await checkoutWith(page, [{ product, quantity: 1 }]);
  await waitForPaymentForm(page);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(`$${product.price.toFixed(2)}`);
  await expect(page.getByTestId('summary-discount')).toHaveCount(0);
});

test('a cart above the stock is stopped by the overlay with the lines and a way back to the cart', async ({
  page,
  request,
}) => {
  const product = await pickProduct(request, 0, { min: 1, max: 9 });
  await checkoutWith(page, [{ product, quantity: product.quantity + 1 }]);
  await expect(page.getByText(MSG.checkout.overStock)).toBeVisible();
  await expect(page.getByTestId('over-stock-line').filter({ hasText: product.name })).toContainText(
    `${product.quantity + 1} in cart, ${product.quantity} in stock`,
  );
  await expect(payButton(page)).toHaveCount(0);
  await page.getByTestId('verify-overlay').getByRole('link', { name: MSG.checkout.backToCart }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('an empty cart goes back to /cart', async ({ page }) => {
  await page.goto('/order-success');
  await page.evaluate((v) => localStorage.setItem('cart', v), storedCart([]));
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
});

test('shipping is $20 under $49 and free at $49, from the server’s cents', async ({ page, request }) => {
  const under = await productBySlug(request, 'glazed-ceramic-planter-10');
  const at = await productBySlug(request, 'professional-bypass-pruners');
  expect(Math.round(under.price * 100)).toBe(4899);
  expect(Math.round(at.price * 100)).toBe(4900);

  await checkoutWith(page, [{ product: under, quantity: 1 }]);
  await waitForPaymentForm(page);
  await expect(page.getByTestId('summary-subtotal')).toHaveText('$48.99');
  await expect(page.getByTestId('summary-shipping')).toHaveText('$20.00');
  await expect(page.getByTestId('summary-total')).toHaveText('$68.99');
  await expect(payButton(page)).toHaveText('Pay $68.99');

  await checkoutWith(page, [{ product: at, quantity: 1 }]);
  await waitForPaymentForm(page);
  await expect(page.getByTestId('summary-subtotal')).toHaveText('$49.00');
  await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
  await expect(page.getByTestId('summary-total')).toHaveText('$49.00');
});
