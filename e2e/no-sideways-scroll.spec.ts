import { expect, test, type Page } from './support/test';
import { storedCart } from './support/cart';
import { pickProduct, waitForPaymentForm } from './support/checkout';
import { allProducts, newAccount, registerAccount, signIn } from './support/fixtures';

/**
 * Every route of the spec's route table on a 390 px phone: the page must never be wider than the screen
 * (no sideways scrolling). Cart, checkout and the profile area are visited signed in with a filled cart,
 * where they show the most.
 */

// Not `isMobile`: a mobile browser zooms a too-wide page out until it fits, which would hide the overflow
// from innerWidth.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** How far the page is wider than the window (0 when it fits). */
async function overflow(page: Page): Promise<{ document: number; body: number }> {
  return page.evaluate(() => ({
    document: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
    body: Math.max(0, document.body.scrollWidth - window.innerWidth),
  }));
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  expect
    .soft(await overflow(page), `${path} is wider than the 390 px screen`)
    .toEqual({ document: 0, body: 0 });
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, path);
}

const GUEST_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/passwordreset',
  '/codeverification',
  '/confirmnewpassword',
  '/signupverification',
  '/termsandconditions',
  '/privacy-policy',
  '/return-policy',
  '/about',
  '/contact',
  '/update-order',
  '/order-success?no=1001',
  '/payment',
  '/filter',
  '/filter?q=tea',
  '/404',
  '/no-such-page',
];

for (const path of GUEST_ROUTES) {
  test(`${path} fits a phone screen`, async ({ page }) => {
    await visit(page, path);
  });
}

test('product pages (/product/{slug} and /{category_slug}/{slug}) fit a phone screen', async ({
  page,
  request,
}) => {
  const product = (await allProducts(request)).find((p) => p.quantity > 0)!;
  await visit(page, `/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await visit(page, `/${product.category_slug}/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
});

test('cart, checkout and every profile page fit a phone screen, signed in with a filled cart', async ({
  page,
  request,
}) => {
  const account = newAccount('narrow');
  await registerAccount(request, account);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/$/);

  // Two lines, one with a long name, as a shopper's cart would hold.
  const products = [await pickProduct(request, 8), await pickProduct(request, 9)];
  const longest = (await allProducts(request))
    .filter((p) => p.quantity >= 5)
    .reduce((a, b) => (b.name.length > a.name.length ? b : a));
  const lines = [...products, longest].map((product) => ({ product, quantity: 1 }));
  await page.goto('/order-success');
  await page.evaluate((v) => localStorage.setItem('cart', v), storedCart(lines));

  await visit(page, '/cart');
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();

  await page.goto('/checkout');
  await waitForPaymentForm(page);
  await expectNoSidewaysScroll(page, '/checkout');

  for (const sub of [
    '',
    '/addressinformation',
    '/addressinformationform',
    '/paymentoptions',
    '/voucher',
    '/myreturns',
    '/cancellations',
    '/myreview',
    '/myorderhistory',
  ]) {
    await visit(page, `/profile${sub}`);
    await expect(page).toHaveURL(new RegExp(`/profile${sub}$`));
  }
});
