import { AFTER_SALE_MSG } from '@common/messages';
import { expect, test, type Page } from './support/test';
import {
  checkoutWith,
  expectOrderSuccess,
  fillCheckout,
  guest,
  payButton,
  stockOf,
  waitForPaymentForm,
} from './support/checkout';
import { signedInOwner } from './support/console';
import { newAccount, registerAccount, signIn as shopperSignIn } from './support/fixtures';
import { expectMail, openFromList, returnableProduct, signedLinkIn } from './support/after-sale';

// Checkout, sign-in and the owner's setup hash at production cost and wait for authenticator steps.
test.setTimeout(300_000);

const M = AFTER_SALE_MSG;

/** Pays for `quantity` of `product` in the shop as whoever `page` is (a signed-in customer or a guest). */
async function buy(
  page: Page,
  product: Parameters<typeof checkoutWith>[1][number]['product'],
  email: string,
  quantity = 1,
) {
  await checkoutWith(page, [{ product, quantity }]);
  await waitForPaymentForm(page);
  await fillCheckout(page, { email, phone: '6465550142', name: 'Asha Gurung' });
  await payButton(page).click();
  return expectOrderSuccess(page);
}

test('a customer cancels an unshipped order from My Cancellations', async ({ page, request }) => {
  const account = newAccount('cancels');
  await registerAccount(request, account);
  const product = await returnableProduct(request, 0);
  const before = await stockOf(request, product.id);
  await shopperSignIn(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  const orderNo = await buy(page, product, account.email);
  expect(await stockOf(request, product.id)).toBe(before - 1);

  await page.goto('/profile/cancellations');
  await expect(page.getByRole('heading', { name: 'My Cancellations' })).toBeVisible();
  await expect(page.getByText(M.noCancellations)).toBeVisible();
  const open = page
    .getByRole('region', { name: M.page.cancellable })
    .getByTestId('order')
    .filter({ hasText: `#${orderNo}` });
  await open.getByRole('button', { name: M.page.cancelButton }).click();
  await open.getByRole('button', { name: M.page.confirmYes }).click();
  await expect(page.getByRole('status')).toHaveText(M.cancelled(`#${orderNo}`));

  const canceled = page
    .getByTestId('canceled-orders')
    .getByTestId('order')
    .filter({ hasText: `#${orderNo}` });
  // Refunded in full: what was paid, shipping included.
  const paid = /· (\$\d+\.\d{2})/.exec((await canceled.locator('p').first().textContent()) ?? '')?.[1];
  expect(paid).toBeTruthy();
  await expect(canceled.getByTestId('order-refund')).toHaveText(`${M.page.refunded}: ${paid}`);
  await expect(page.getByText(M.noCancellations)).toHaveCount(0);
  expect(await stockOf(request, product.id)).toBe(before);
  await expectMail(account.email, new RegExp(`#${orderNo} has been canceled`));
  // The left menu stays.
  await expect(
    page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'My Returns' }),
  ).toBeVisible();
});

test('a guest cancels through the signed link of the confirmation mail', async ({ page, request }) => {
  const shopper = guest('guest-cancel');
  const product = await returnableProduct(request, 1);
  const before = await stockOf(request, product.id);
  const orderNo = await buy(page, product, shopper.email);

  const link = await signedLinkIn(shopper.email, new RegExp(`#${orderNo}$`));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: M.page.linkHeading(`#${orderNo}`) })).toBeVisible();
  await page.getByRole('button', { name: M.page.cancelButton }).click();
  await page.getByRole('button', { name: M.page.confirmYes }).click();
  await expect(page.getByRole('status')).toHaveText(M.cancelled(`#${orderNo}`));
  await expect(page.getByText('canceled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: M.page.cancelButton })).toHaveCount(0);
  expect(await stockOf(request, product.id)).toBe(before);
  await expectMail(shopper.email, new RegExp(`#${orderNo} has been canceled`));

  // The return policy states the window the shop allows (the owner's setting, 30 days by default).
  await page.goto('/return-policy');
  await expect(page.getByTestId('return-window')).toHaveText(M.policy(30));

  // A changed token opens nothing.
  await page.goto(
    link.replace(/token=cancel\.(.)/, (_, c: string) => `token=cancel.${c === 'A' ? 'B' : 'A'}`),
  );
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(M.linkInvalid);
});

test('a customer asks for a return; the owner approves, receives and refunds; each status shows', async ({
  page,
  browser,
  request,
}) => {
  const account = newAccount('returns');
  await registerAccount(request, account);
  const product = await returnableProduct(request, 2);
  const before = await stockOf(request, product.id);
  await shopperSignIn(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  const orderNo = await buy(page, product, account.email, 2);

  // The owner ships it and marks it delivered in the console.
  const staffContext = await browser.newContext();
  const consolePage = await staffContext.newPage();
  await signedInOwner(consolePage, 'returns');
  await openFromList(consolePage, 'orders', orderNo);
  await consolePage.getByRole('button', { name: 'Ship' }).click();
  const ship = consolePage.getByRole('dialog');
  await ship.getByLabel(/^Carrier\b/).click();
  await consolePage.getByRole('option', { name: 'UPS' }).click();
  await ship.getByLabel(/^Tracking number\b/).fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(consolePage.getByText(/Order shipped/)).toBeVisible();
  await consolePage.getByRole('button', { name: 'Mark delivered' }).click();
  await consolePage.getByRole('button', { name: 'Confirm' }).click();
  await expect(consolePage.getByText('Order marked delivered')).toBeVisible();

  // The customer asks for one of the two back.
  await page.goto('/profile/myreturns');
  await expect(page.getByRole('heading', { name: 'My Returns' })).toBeVisible();
  await expect(page.getByText(M.noReturns)).toBeVisible();
  await expect(page.getByText(M.page.windowNote(30))).toBeVisible();
  const order = page.getByTestId('returnable-order').filter({ hasText: `#${orderNo}` });
  await order.getByRole('button', { name: M.page.returnButton }).click();
  await order.getByLabel(M.page.qtyToReturn(product.name)).fill('1');
  await order.getByLabel(M.page.reason).fill('The handle arrived cracked.');
  await order.getByRole('button', { name: M.page.sendReturn }).click();
  await expect(order.getByRole('status')).toHaveText(M.returnRequested(`#${orderNo}`));
  const status = page
    .getByTestId('return')
    .filter({ hasText: `#${orderNo}` })
    .getByTestId('return-status');
  await expect(status).toHaveText(M.statusLabel.requested);
  await expectMail(account.email, /We received your return request/);

  // Each move in the console shows on the customer's page and in a mail.
  await openFromList(consolePage, 'returns', orderNo);
  await expect(consolePage.getByText('The handle arrived cracked.')).toBeVisible();
  const steps = [
    ['Approve', 'Return approved', M.statusLabel.approved, /is approved/],
    ['Mark received', 'Parcel marked received', M.statusLabel.received, /received your returned items/],
  ] as const;
  for (const [button, done, label, mail] of steps) {
    await consolePage.getByRole('button', { name: button }).click();
    await expect(consolePage.getByText(done)).toBeVisible();
    await page.reload();
    await expect(status).toHaveText(label);
    await expectMail(account.email, mail);
  }
  await consolePage.getByRole('button', { name: 'Refund' }).click();
  const refund = consolePage.getByRole('dialog');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(consolePage.getByText('Return refunded')).toBeVisible();
  await page.reload();
  await expect(status).toHaveText(M.statusLabel.refunded);
  await expect(page.getByTestId('return').filter({ hasText: `#${orderNo}` })).toContainText(
    `${M.page.refunded}: $${product.price.toFixed(2)}`,
  );
  await expectMail(account.email, /is refunded/);
  // The returned unit is back in stock; the kept one is not.
  expect(await stockOf(request, product.id)).toBe(before - 1);
  await staffContext.close();
});
