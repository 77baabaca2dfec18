import { expect, test, type Page } from './support/test';
import { MAX_CART_QTY } from '@common/constants';
import { MSG } from '@common/messages';
import { storedCart } from './support/cart';
import { allProducts, newAccount, productWithStock, registerAccount, signIn } from './support/fixtures';

const badge = (page: Page) => page.getByTestId('cart-count');
const line = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });
const checkoutLink = (page: Page) => page.getByRole('link', { name: 'Checkout', exact: true });
const checkoutButton = (page: Page) => page.getByRole('button', { name: 'Checkout', exact: true });

/**
 * Writes the stored cart from a same-origin page without the shop's scripts (a JSON answer of the proxy),
 * so no open cart page can save its own state over it, then opens /cart.
 */
async function putCart(page: Page, value: string) {
  await page.goto('/api/v1/product/get-all-ids?ids=');
  await page.evaluate((v) => localStorage.setItem('cart', v), value);
  await page.goto('/cart');
}

test('add from the product page, then plus, minus and remove on /cart; the cart survives a reload', async ({
  page,
  request,
}) => {
  const product = await productWithStock(request, 10, 60);
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText(MSG.cart.added).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Cart', exact: true })).toBeVisible();
  await expect(badge(page)).toHaveText('1');

  await page.goto('/cart');
  const row = line(page, product.name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: product.name })).toHaveAttribute(
    'href',
    `/product/${product.slug}`,
  );
  await expect(row.getByText(`${product.quantity} in stock`)).toBeVisible();
  await row.getByRole('button', { name: `Increase Quantity of ${product.name}` }).click();
  await expect(row.getByTestId('quantity-value')).toHaveText('2');
  await expect(row.getByTestId('line-amount')).toHaveText(`$${(product.price * 2).toFixed(2)}`);
  await expect(badge(page)).toHaveText('2');
  await expect(page.getByTestId('subtotal')).toHaveText(`$${(product.price * 2).toFixed(2)}`);
  const shipping = product.price * 2 >= 49 ? 'Free' : '$20.00';
  await expect(page.getByTestId('shipping')).toHaveText(shipping);
  await expect(checkoutLink(page)).toHaveAttribute('href', '/checkout');

  await row.getByRole('button', { name: `Decrease Quantity of ${product.name}` }).click();
  await expect(row.getByTestId('quantity-value')).toHaveText('1');

  await page.reload();
  await expect(line(page, product.name).getByTestId('quantity-value')).toHaveText('1');
  await expect(badge(page)).toHaveText('1');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
  expect(saved.state.totalCounts).toBe(1);

  await line(page, product.name).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(MSG.cart.removed).first()).toBeVisible();
  await expect(page.getByText(MSG.cart.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: MSG.cart.goShopping })).toHaveAttribute('href', '/');
  await expect(badge(page)).toHaveCount(0);
  // The removal was saved as JSON too.
  const afterRemove = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
  expect(afterRemove.state.cardData).toEqual([]);
});

test('add to cart from a card stops at the stock with the stock notice', async ({ page, request }) => {
  const product = await productWithStock(request, 1, 3);
  await page.goto(`/filter?q=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.name }).first();
  const add = card.getByRole('button', { name: MSG.addToCart });
  for (let i = 1; i <= product.quantity; i += 1) {
    await add.click();
    await expect(badge(page)).toHaveText(String(i));
  }
  await add.click();
  await expect(page.getByText(MSG.cart.onlyInStock(product.quantity)).first()).toBeVisible();
  await expect(badge(page)).toHaveText(String(product.quantity));
});

test('typing a negative quantity on the product page ends at 0 with the invalid-number notice', async ({
  page,
  request,
}) => {
  const product = await productWithStock(request, 10, 10_000);
  await page.goto(`/product/${product.slug}`);
  const box = page.getByRole('textbox', { name: 'Quantity' });
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await page.waitForLoadState('networkidle');

  // Typed after the 0 the box shows.
  await box.click();
  await box.press('End');
  await box.pressSequentially('-3');
  await expect(box).toHaveValue('0');
  await expect(page.getByText(MSG.cart.invalidNumber).first()).toBeVisible();
  await expect(add).toBeDisabled();

  // Typed over the selected box.
  await box.selectText();
  await box.pressSequentially('-3');
  await expect(box).toHaveValue('0');
  await box.blur();
  await expect(box).toHaveValue('0');
  await expect(add).toBeDisabled();

  // A new entry is a quantity again.
  await box.fill('4');
  await expect(box).toHaveValue('4');
  await expect(add).toBeEnabled();
});

test('the product page caps typing at the stock and at 25, and plus at 25', async ({ page, request }) => {
  const low = await productWithStock(request, 1, 3);
  await page.goto(`/product/${low.slug}`);
  const box = page.getByRole('textbox', { name: 'Quantity' });
  await box.fill('9');
  await expect(box).toHaveValue(String(low.quantity));
  await expect(page.getByText(MSG.cart.onlyInStock(low.quantity)).first()).toBeVisible();
  await box.fill('abc');
  await expect(box).toHaveValue('0');
  await expect(page.getByText(MSG.cart.invalidNumber).first()).toBeVisible();

  const plenty = await productWithStock(request, MAX_CART_QTY + 1, 10_000);
  await page.goto(`/product/${plenty.slug}`);
  await box.fill('40');
  await expect(box).toHaveValue(String(MAX_CART_QTY));
  await expect(page.getByText(MSG.cart.maxQty).first()).toBeVisible();
  await page.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
  await expect(box).toHaveValue(String(MAX_CART_QTY));
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(badge(page)).toHaveText(String(MAX_CART_QTY));
});

test('checkout is disabled while a line exceeds the stock or is unknown, and plus lowers it to the stock', async ({
  page,
  request,
}) => {
  const low = await productWithStock(request, 1, 3);
  await putCart(page, storedCart([{ product: low, quantity: low.quantity + 2 }]));

  await expect(page.getByText(MSG.cart.overStock)).toBeVisible();
  await expect(checkoutButton(page)).toBeDisabled();
  await expect(checkoutLink(page)).toHaveCount(0);
  const row = line(page, low.name);
  await expect(row.getByText(MSG.cart.onlyInStock(low.quantity))).toBeVisible();

  await row.getByRole('button', { name: `Increase Quantity of ${low.name}` }).click();
  await expect(page.getByText(MSG.cart.onlyInStock(low.quantity)).first()).toBeVisible();
  await expect(row.getByTestId('quantity-value')).toHaveText(String(low.quantity));
  await expect(page.getByText(MSG.cart.overStock)).toHaveCount(0);
  await expect(checkoutLink(page)).toBeVisible();

  // A product the shop no longer has.
  const gone = { ...low, id: 987_654, slug: 'retired-plant', name: 'Retired Plant' };
  await putCart(
    page,
    storedCart([
      { product: low, quantity: 1 },
      { product: gone, quantity: 1 },
    ]),
  );
  await expect(line(page, 'Retired Plant').getByText(MSG.cart.unavailable)).toBeVisible();
  await expect(checkoutButton(page)).toBeDisabled();
});

test('removing a line asks for no stock again: the other lines keep their notes and Checkout stays', async ({
  page,
  request,
}) => {
  const [first, second] = (await allProducts(request)).filter((p) => p.quantity >= 10).slice(-2);
  if (!first || !second) throw new Error('the seeded catalogue has fewer than two products in stock');
  await putCart(
    page,
    storedCart([
      { product: first, quantity: 1 },
      { product: second, quantity: 1 },
    ]),
  );
  await expect(line(page, first.name).getByText(`${first.quantity} in stock`)).toBeVisible();
  await expect(checkoutLink(page)).toBeVisible();

  const lookUps: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/product/get-all-ids')) lookUps.push(req.url());
  });
  await line(page, second.name).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(MSG.cart.removed).first()).toBeVisible();
  await expect(line(page, second.name)).toHaveCount(0);
  await expect(line(page, first.name).getByText(`${first.quantity} in stock`)).toBeVisible();
  await expect(checkoutLink(page)).toBeVisible();
  expect(lookUps).toEqual([]);
});

test('guests see the first-order invitation linking to signup', async ({ page, request }) => {
  const product = await productWithStock(request, 10, 60);
  await putCart(page, storedCart([{ product, quantity: 1 }]));
  await expect(page.getByRole('link', { name: MSG.cart.firstOrderInvite })).toHaveAttribute(
    'href',
    '/signup',
  );
});

/** The invitation as the server's HTML and its inline script leave it, before any script of the shop runs. */
async function inviteBeforeScripts(page: Page) {
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.goto('/cart');
  const visible = await page.getByTestId('first-order-invite').isVisible();
  await page.unroute('**/_next/static/chunks/**');
  return visible;
}

test('the invitation is drawn with the first paint for a guest, and never for a signed-in shopper', async ({
  page,
  request,
}) => {
  const product = await productWithStock(request, 10, 60);
  await putCart(page, storedCart([{ product, quantity: 1 }]));
  await expect(line(page, product.name)).toBeVisible();
  // In the server's HTML, so it does not wait for the scripts (it is the page's largest text: its LCP).
  expect(await inviteBeforeScripts(page)).toBe(true);

  const account = newAccount('invite');
  await registerAccount(request, account);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/$/);
  // Hidden by the page's inline script before the first paint, so it never flashes for them...
  expect(await inviteBeforeScripts(page)).toBe(false);
  // ...and kept hidden once the saved summary is read.
  await page.goto('/cart');
  await expect(line(page, product.name)).toBeVisible();
  await expect(page.getByTestId('first-order-invite')).toBeHidden();

  // Signed out in another tab (its saved summary cleared): it comes back here, without a reload.
  const other = await page.context().newPage();
  await other.goto('/api/v1/product/get-all-ids?ids='); // same origin, none of the shop's scripts
  await other.evaluate(() =>
    localStorage.setItem('user', JSON.stringify({ state: { user: null }, version: 1 })),
  );
  await expect(page.getByTestId('first-order-invite')).toBeVisible();
});

test('two tabs show the same cart', async ({ context, request }) => {
  const product = await productWithStock(request, 10, 60);
  const cartTab = await context.newPage();
  await cartTab.goto('/cart');
  await expect(cartTab.getByText(MSG.cart.empty)).toBeVisible();

  const shopTab = await context.newPage();
  await shopTab.goto(`/product/${product.slug}`);
  await shopTab.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
  await shopTab.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
  await shopTab.getByRole('button', { name: 'Add to Cart', exact: true }).click();

  await expect(line(cartTab, product.name)).toBeVisible();
  await expect(badge(cartTab)).toHaveText('2');

  await line(cartTab, product.name).getByRole('button', { name: 'Remove' }).click();
  await expect(badge(shopTab)).toHaveCount(0);
  await expect(shopTab.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
});

test('a fresh visitor loads no zod on the home page; a saved cart is checked, then shown in the badge', async ({
  page,
  request,
}) => {
  // Every script the page loads whose text holds zod's error class, the mark of zod being in it.
  const checks: Promise<string | null>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    checks.push(
      r
        .text()
        .then((t) => (t.includes('ZodError') ? r.url() : null))
        .catch(() => null),
    );
  });
  const zodScripts = async () => (await Promise.all(checks)).filter((url) => url !== null);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await zodScripts()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  const product = await productWithStock(request, 3, 60);
  await page.evaluate((v) => localStorage.setItem('cart', v), storedCart([{ product, quantity: 3 }]));
  await page.reload();
  await expect(badge(page)).toHaveText('3');
  expect((await zodScripts()).length).toBeGreaterThan(0);

  // A tampered cart is still refused.
  await page.evaluate(() =>
    localStorage.setItem('cart', JSON.stringify({ state: { cardData: [{ id: 'x' }] }, version: 1 })),
  );
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(badge(page)).toHaveCount(0);
});
