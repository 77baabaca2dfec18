import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './support/test';
import type { Product } from '@common/contract';
import { storedCart } from './support/cart';
import { waitForPaymentForm } from './support/checkout';
import { allProducts, newAccount, registerAccount, signIn } from './support/fixtures';

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA) on the shop's 13 main routes at a desktop and a phone width, with a filled
 * cart for the cart and checkout and a signed-in customer for the profile pages. Any violation fails.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Route {
  path: (p: Product) => string;
  name: string;
  cart?: boolean;
  signedIn?: boolean;
  ready?: (page: Page) => Promise<void>;
}

const ROUTES: Route[] = [
  { name: 'home', path: () => '/' },
  { name: 'catalogue', path: () => '/filter' },
  { name: 'category', path: (p) => `/filter?cat=${p.category_slug}` },
  { name: 'product', path: (p) => `/${p.category_slug}/${p.slug}` },
  { name: 'cart', path: () => '/cart', cart: true },
  { name: 'checkout', path: () => '/checkout', cart: true, ready: waitForPaymentForm },
  { name: 'login', path: () => '/login' },
  { name: 'signup', path: () => '/signup' },
  { name: 'password reset', path: () => '/passwordreset' },
  { name: 'contact', path: () => '/contact' },
  { name: 'about', path: () => '/about' },
  { name: 'profile', path: () => '/profile', signedIn: true },
  { name: 'order history', path: () => '/profile/myorderhistory', signedIn: true },
];

let product: Product;
let signedInState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser, request }) => {
  product = (await allProducts(request)).filter((p) => p.quantity >= 10 && p.quantity <= 500).at(-2)!;
  const account = newAccount('axe');
  await registerAccount(request, account);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  signedInState = await context.storageState();
  await context.close();
});

for (const size of SIZES) {
  test.describe(`axe at ${size.width} px`, () => {
    for (const route of ROUTES) {
      test(`${route.name} has no WCAG 2.2 AA violation`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          storageState: route.signedIn ? signedInState : undefined,
        });
        try {
          const page = await context.newPage();
          if (route.cart) {
            const cart = storedCart([{ product, quantity: 2 }]);
            await page.addInitScript((v) => {
              if (!localStorage.getItem('cart')) localStorage.setItem('cart', v);
            }, cart);
          }
          await page.goto(route.path(product));
          await page.waitForLoadState('networkidle');
          await route.ready?.(page);
          const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          const summary = violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            nodes: v.nodes.map((n) => n.target.join(' ')),
          }));
          expect(summary).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
