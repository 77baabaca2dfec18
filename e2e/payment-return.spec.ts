import { expect, test } from './support/test';
import { FAILURE_MSG, MSG } from '@common/messages';
import { storedCart } from './support/cart';
import {
  TEST_CARDS,
  checkoutWith,
  confirmationsTo,
  expectCartEmpty,
  expectOrderSuccess,
  fillCheckout,
  guest,
  initiatedPid,
  payButton,
  pickProduct,
  stockOf,
  updateOrderStatus,
  waitForPaymentForm,
} from './support/checkout';

test('the authentication card goes through the processor’s page: Complete comes back to the order, said to be placed', async ({
  page,
  request,
}) => {
  const product = await pickProduct(request, 3);
  const before = await stockOf(request, product.id);
  await checkoutWith(page, [{ product, quantity: 1 }]);
  await waitForPaymentForm(page);
  const shopper = guest('auth-complete');
  await fillCheckout(page, shopper, TEST_CARDS.authenticate);
  await payButton(page).click();

  await expect(page.getByRole('heading', { name: 'Test payment authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  // The same notice as when the card pays without leaving the checkout.
  await expect(page.getByText(MSG.checkout.placed)).toBeVisible();
  const no = await expectOrderSuccess(page);
  await expectCartEmpty(page);
  expect(await stockOf(request, product.id)).toBe(before - 1);
  await expect.poll(() => confirmationsTo(shopper.email, no).length, { timeout: 15_000 }).toBe(1);
});

test('the authentication card’s Fail button comes back to the order update error and home', async ({
  page,
  request,
}) => {
  const product = await pickProduct(request, 4);
  const pid = await initiatedPid(page, () => checkoutWith(page, [{ product, quantity: 1 }]));
  await waitForPaymentForm(page);
  const shopper = guest('auth-fail');
  await fillCheckout(page, shopper, TEST_CARDS.authenticate);
  await payButton(page).click();

  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText(MSG.payReturn.error)).toBeVisible();
  // The landing page also says what happened to the money and the cart, and the cart is still there.
  await expect(page.getByText(FAILURE_MSG.paymentNotTaken)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await updateOrderStatus(request, pid)).toBe(402);
  expect(confirmationsTo(shopper.email)).toHaveLength(0);
});

test('Back after an authenticated payment reaches the processor’s page, which links back to the shop', async ({
  page,
  request,
}) => {
  const product = await pickProduct(request, 11);
  await checkoutWith(page, [{ product, quantity: 1 }]);
  await waitForPaymentForm(page);
  await fillCheckout(page, guest('auth-back'), TEST_CARDS.authenticate);
  await payButton(page).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expectOrderSuccess(page);

  await page.goBack();
  await expect(page.getByText('This payment is not waiting for authentication')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Our Categories' })).toBeVisible();
});

test('reloading the payment return neither pays nor takes stock twice', async ({
  page,
  request,
  browser,
}) => {
  const product = await pickProduct(request, 5);
  const pid = await initiatedPid(page, () => checkoutWith(page, [{ product, quantity: 1 }]));
  await waitForPaymentForm(page);
  const shopper = guest('reload');
  await fillCheckout(page, shopper, TEST_CARDS.succeeds);
  await payButton(page).click();
  const no = await expectOrderSuccess(page);
  const after = await stockOf(request, product.id);

  // The same tab comes back to the return address (history, a bookmarked URL).
  await page.goto(`/update-order?payment_intent=${pid}`);
  expect(await expectOrderSuccess(page)).toBe(no);

  // Another browser session without this tab's marker: the CMS answers the same order.
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto(`/update-order?payment_intent=${pid}`);
    expect(await expectOrderSuccess(fresh)).toBe(no);
  } finally {
    await other.close();
  }

  expect(await stockOf(request, product.id)).toBe(after);
  await expect.poll(() => confirmationsTo(shopper.email).length, { timeout: 15_000 }).toBe(1);
});

test('the processing page shows its texts, and an unknown payment ends in the error and home', async ({
  page,
}) => {
  await page.route('**/api/v1/order/test/update-order', async (route) => {
    // Hold the answer long enough to read the processing page, then let the CMS refuse the unknown id.
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await page.goto('/update-order?payment_intent=pi_test_unknown');
  await expect(page.getByRole('heading', { name: MSG.payReturn.heading })).toBeVisible();
  await expect(page.getByText(MSG.payReturn.processing)).toBeVisible();
  await expect(page.getByText(MSG.payReturn.doNotClose)).toBeVisible();
  await expect(page.getByText(MSG.payReturn.error)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an old return address opened later does not empty the cart filled since', async ({
  page,
  context,
  request,
}) => {
  const product = await pickProduct(request, 6);
  const pid = await initiatedPid(page, () => checkoutWith(page, [{ product, quantity: 1 }]));
  await waitForPaymentForm(page);
  await fillCheckout(page, guest('old-return'), TEST_CARDS.succeeds);
  await payButton(page).click();
  const no = await expectOrderSuccess(page);
  await expectCartEmpty(page);

  // The shopper fills the cart again, then opens the old return address in another tab (history, a
  // bookmark): it shows that order, and the new cart stays.
  const cart = storedCart([{ product, quantity: 2 }]);
  await page.evaluate((v) => localStorage.setItem('cart', v), cart);
  const later = await context.newPage();
  await later.goto(`/update-order?payment_intent=${pid}`);
  expect(await expectOrderSuccess(later)).toBe(no);
  expect(await later.evaluate(() => localStorage.getItem('cart'))).toBe(cart);
  await expect(later.getByTestId('cart-count')).toBeVisible();
});
