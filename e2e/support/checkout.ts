import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Product } from '@common/contract';
import { MSG } from '@common/messages';
import { storedCart } from './cart';
import { cmsUrl } from './fixtures';
import { mailsTo } from './mail';

/** Helpers of the checkout journeys (test card processor; the storefront is built without a Stripe key). */

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0027 6000 3184',
} as const;

export async function productBySlug(request: APIRequestContext, slug: string): Promise<Product> {
  const res = await request.get(cmsUrl(`/product/get/${slug}`));
  expect(res.ok(), `product ${slug}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: { product: Product } }).data.product;
}

/**
 * A product for one test, different for each `slot`, so journeys running in parallel never buy the same
 * product and their stock checks stay exact. Products of the home page's lists are left out: the guest
 * journey buys from there.
 */
export async function pickProduct(
  request: APIRequestContext,
  slot: number,
  { min = 10, max = 500 }: { min?: number; max?: number } = {},
): Promise<Product> {
  const get = async <T>(path: string) => (await (await request.get(cmsUrl(path))).json()) as T;
  const all = (await get<{ data: Product[] }>('/product/filter')).data;
  const home = new Set(
    [
      ...(await get<{ products: { data: Product[] } }>('/product/getFeature')).products.data,
      ...(await get<{ products: { data: Product[] } }>('/product/getOffer')).products.data,
    ].map((p) => p.id),
  );
  const pool = all
    .filter((p) => !home.has(p.id) && p.quantity >= min && p.quantity <= max)
    .sort((a, b) => a.id - b.id);
  const product = pool[slot];
  if (!product)
    throw new Error(`no product #${slot} with a stock between ${min} and ${max} off the home page`);
  return product;
}

/**
 * Places a one-item guest order straight on the CMS (test processor, unpaid): it reserves the stock, and the
 * CMS purges the product's pages, as a shopper's order does.
 */
export async function placeOneItemOrder(request: APIRequestContext, product: { id: number; price: number }) {
  const items = [{ product_id: product.id, qty: 1, price: product.price }];
  const initiated = await request.post(cmsUrl('/order/test-initiate'), {
    data: { items, user_id: null, stripe_cus_id: null },
  });
  expect(initiated.ok(), await initiated.text()).toBe(true);
  const pay = ((await initiated.json()) as { data: { pid: string; total: number } }).data;
  const placed = await request.post(cmsUrl('/order/placeorder'), {
    data: {
      name: 'Pemba Sherpa',
      email: 'pemba@example.com',
      phone: '7185550199',
      state: 'NY',
      city: 'Queens',
      line1: '37-02 74th St',
      postal_code: '11372',
      total_amount: pay.total / 100,
      items,
      isBillingAndShippingSame: true,
      user_id: null,
      method: 'test',
      pid: pay.pid,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
}

/** Live stock of one product, straight from the CMS. */
export async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const res = await request.get(cmsUrl(`/product/get-all-ids?ids=${id}`));
  const found = ((await res.json()) as { data: { data: Product[] } }).data.data[0];
  if (!found) throw new Error(`product ${id} not found`);
  return found.quantity;
}

/**
 * Puts lines in the shopper's cart (localStorage `cart`), then opens /checkout. The cart is written on a
 * page that never saves the cart itself (the cart page refreshes its lines and could write its old cart
 * back over this one).
 */
export async function checkoutWith(
  page: Page,
  lines: { product: Product; quantity: number }[],
): Promise<void> {
  await page.goto('/order-success');
  await page.evaluate((v) => localStorage.setItem('cart', v), storedCart(lines));
  await page.goto('/checkout');
}

export const paymentForm = (page: Page): Locator => page.getByRole('form', { name: 'Payment form' });
/** The checkout form's one message (validation, placing, payment). */
export const checkoutAlert = (page: Page): Locator => paymentForm(page).getByRole('alert');
export const payButton = (page: Page): Locator => paymentForm(page).getByRole('button', { name: /^Pay \$/ });

/** Waits for the payment form (the overlay has verified the stock and the payment is initiated). */
export async function waitForPaymentForm(page: Page): Promise<void> {
  await expect(payButton(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(MSG.checkout.verifying)).toBeHidden();
}

export interface Shopper {
  email: string;
  phone: string;
  name: string;
}

export function guest(label: string): Shopper {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `${label}-${unique}@example.com`, phone: '6465550142', name: 'Asha Gurung' };
}

/** Fills the test processor's form; fields already prefilled are overwritten with the same kind of value. */
export async function fillCheckout(page: Page, shopper: Shopper, card: string = TEST_CARDS.succeeds) {
  const form = paymentForm(page);
  await form.getByLabel('Email', { exact: true }).fill(shopper.email);
  await form.getByLabel('Phone', { exact: true }).fill(shopper.phone);
  await form.getByLabel('Full name', { exact: true }).fill(shopper.name);
  await form.getByLabel('Address line 1', { exact: true }).fill('37-12 74th St');
  await form.getByLabel('City', { exact: true }).fill('Queens');
  await form.getByLabel('State', { exact: true }).selectOption('NY');
  await form.getByLabel('ZIP code', { exact: true }).fill('11372');
  await fillCard(page, card);
}

export async function fillCard(page: Page, card: string) {
  const form = paymentForm(page);
  await form.getByLabel('Card number', { exact: true }).fill(card);
  await form.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/39');
  await form.getByLabel('CVC', { exact: true }).fill('123');
}

/** The payment id the checkout initiated (from the initiate answer), awaited while `action` runs. */
export async function initiatedPid(page: Page, action: () => Promise<unknown>): Promise<string> {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/v1/order/test-initiate') && r.request().method() === 'POST',
  );
  await action();
  const res = await answer;
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { pid: string } }).data.pid;
}

/** Ends on /order-success and returns the order number shown. */
export async function expectOrderSuccess(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order-success\?no=\d+$/, { timeout: 20_000 });
  const no = new URL(page.url()).searchParams.get('no') ?? '';
  const main = page.getByRole('main');
  await expect(main.getByText(MSG.orderSuccess.orderNo(no))).toBeVisible();
  await expect(main.getByRole('heading', { name: MSG.orderSuccess.placed })).toBeVisible();
  await expect(main.getByText(MSG.orderSuccess.email)).toBeVisible();
  return no;
}

export async function expectCartEmpty(page: Page) {
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
  expect(saved?.state?.cardData ?? []).toEqual([]);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
}

/** The order confirmations mailed to `email` (subject "Your … order #1007"). */
export function confirmationsTo(email: string, orderNo?: string) {
  return mailsTo(email).filter(
    (m) => /order #\d+/.test(m.subject) && (!orderNo || m.subject.endsWith(`#${orderNo}`)),
  );
}

/** What the CMS says about paying `pid` (the same call the return page makes). */
export async function updateOrderStatus(request: APIRequestContext, pid: string): Promise<number> {
  const res = await request.post(cmsUrl('/order/test/update-order'), { data: { pid } });
  return res.status();
}
