import { expect, test, type Page } from './support/test';
import {
  checkoutWith,
  expectOrderSuccess,
  fillCheckout,
  payButton,
  pickProduct,
  stockOf,
  waitForPaymentForm,
} from './support/checkout';
import { consoleUrl, signedInOwner } from './support/console';
import { cmsUrl, newAccount, registerAccount, signIn as shopperSignIn } from './support/fixtures';
import { mailsTo } from './support/mail';

// Setting up an owner waits for an authenticator time step; checkout and sign-in hash at production cost.
test.setTimeout(240_000);

const TRACKING = '1Z999AA10123456784';

/**
 * A list's address once its search is applied (after a pause in typing): rows clicked before then can be
 * replaced under the pointer by the filtered list's.
 */
const searched = (q: string) =>
  new RegExp(`filter=[^&]*${encodeURIComponent(q).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Opens the order's page in the console through the list's search. */
async function openOrder(page: Page, orderNo: string) {
  await page.goto(consoleUrl('/orders'));
  await page.getByPlaceholder('Order number, email or name').fill(`#${orderNo}`);
  await expect(page).toHaveURL(searched(`#${orderNo}`));
  await page.getByRole('cell', { name: `#${orderNo}` }).click();
  await expect(page).toHaveURL(/#\/orders\/\d+\/show$/);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
}

test('an order paid in the shop is shipped and refunded with restock in the console', async ({
  page,
  browser,
  request,
}) => {
  const account = newAccount('console-orders');
  await registerAccount(request, account);
  const product = await pickProduct(request, 12);
  const stockBefore = await stockOf(request, product.id);

  // The shopper pays in the shop, signed in, so the order is in their history.
  await shopperSignIn(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  await checkoutWith(page, [{ product, quantity: 1 }]);
  await waitForPaymentForm(page);
  await fillCheckout(page, { email: account.email, phone: account.phone, name: account.name });
  await payButton(page).click();
  const orderNo = await expectOrderSuccess(page);
  expect(await stockOf(request, product.id)).toBe(stockBefore - 1);

  // The owner ships it with a carrier and a tracking number.
  const staffContext = await browser.newContext();
  const consolePage = await staffContext.newPage();
  await signedInOwner(consolePage, 'orders');
  await openOrder(consolePage, orderNo);
  await consolePage.getByRole('button', { name: 'Ship' }).click();
  const ship = consolePage.getByRole('dialog');
  await ship.getByLabel(/^Carrier\b/).click();
  await consolePage.getByRole('option', { name: 'UPS' }).click();
  await ship.getByLabel(/^Tracking number\b/).fill(TRACKING);
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(consolePage.getByText(/Order shipped/)).toBeVisible();
  await expect(consolePage.getByText(TRACKING).first()).toBeVisible();

  // The customer's mail carries the tracking number; their history shows the shipment.
  await expect(() => {
    expect(mailsTo(account.email).some((m) => m.raw.includes(TRACKING))).toBe(true);
  }).toPass({ timeout: 10_000 });
  await page.goto('/profile/myorderhistory');
  const order = page.getByTestId('order').filter({ hasText: orderNo });
  await expect(order.getByTestId('order-shipment')).toContainText(TRACKING);
  await expect(order.getByRole('link', { name: /track/i })).toHaveAttribute('href', /ups\.com/);

  // A refund of the line with restock puts the stock back; the history shows the refund.
  await consolePage.getByRole('button', { name: 'Refund' }).click();
  const refund = consolePage.getByRole('dialog');
  await refund.getByRole('button', { name: /add/i }).click();
  await refund.getByLabel(/^Line\b/).click();
  await consolePage.getByRole('option', { name: new RegExp(product.name) }).click();
  await refund.getByLabel(/^Quantity\b/).fill('1');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(consolePage.getByText('Refund made')).toBeVisible();
  await expect(consolePage.getByText('refunded').first()).toBeVisible();
  expect(await stockOf(request, product.id)).toBe(stockBefore);
  await page.reload();
  await expect(order.getByTestId('order-refund')).toBeVisible();
  await staffContext.close();
});

test('the dashboard charts sales; customers, messages and subscribers open', async ({ page, request }) => {
  const account = newAccount('console-people');
  await registerAccount(request, account);
  await signedInOwner(page, 'people');
  await page.goto(consoleUrl('/'));
  await expect(page.getByText('Sales today')).toBeVisible();
  await expect(page.getByText('Waiting to ship')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Low in stock/ })).toBeVisible();

  await page.goto(consoleUrl('/customers'));
  await page.getByPlaceholder('Name or email').fill(account.email);
  await expect(page).toHaveURL(searched(account.email));
  // The email cell is a mailto link (it keeps the click), so the row is opened from the name.
  const row = page.getByRole('row').filter({ hasText: account.email });
  await row.getByRole('cell', { name: account.name }).click();
  await expect(page).toHaveURL(/#\/customers\/\d+\/show$/);
  await expect(page.getByText('Total spent (paid, less refunds)')).toBeVisible();
  await expect(page.getByText('password', { exact: false })).toHaveCount(0);

  // A message sent through the shop's contact form is unread, can be marked read, and has a reply link.
  const sent = await request.post(cmsUrl('/contactMessage/store'), {
    data: { name: 'Dawa Lama', email: account.email, message: 'Do you ship rhododendrons to Canada?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto(consoleUrl('/messages'));
  await page.getByPlaceholder('Name, email or text').fill(account.email);
  await expect(page).toHaveURL(searched(account.email));
  const message = page.getByRole('row').filter({ hasText: account.email });
  await expect(message.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', /^mailto:/);
  await message.getByRole('button', { name: 'Mark read' }).click();
  await expect(message.getByRole('button', { name: 'Mark unread' })).toBeVisible();
  await page.goto(consoleUrl('/subscribers'));
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/admin/subscribers/export.csv',
  );
});
