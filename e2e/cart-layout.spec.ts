import { expect, test, type Page } from './support/test';
import { storedCart } from './support/cart';
import { waitForPaymentForm } from './support/checkout';
import { allProducts } from './support/fixtures';

/**
 * The cart and checkout keep their layout while a saved cart is restored from localStorage (after the first
 * paint): the layout-shift entries the page records add up to no more than Lighthouse's 'good' target.
 * Also when the stylesheets arrive late (a phone's network): until then the page has only its inlined
 * critical CSS (server/critical-css.mjs), which holds no rule that only the restored content uses.
 */

const CLS_LIMIT = 0.01;

function recordShifts() {
  const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((s) =>
        s.node instanceof Element ? `${s.node.tagName}.${s.node.className}`.slice(0, 120) : String(s.node),
      );
      w.__shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shifts(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet),
  );
  // Let late answers (stock, payment) land and their frames be recorded.
  await page.waitForTimeout(1500);
  return page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
}

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const size of SIZES) {
  for (const cssDelayMs of [0, 1500]) {
    test.describe(`at ${size.width} px${cssDelayMs ? ', stylesheets late' : ''}`, () => {
      test.use({ viewport: size });

      test('a saved cart of three products restored on /cart and /checkout does not move the page', async ({
        page,
        request,
      }) => {
        const products = (await allProducts(request)).filter((p) => p.quantity >= 20).slice(-3);
        const cart = storedCart(products.map((product) => ({ product, quantity: 1 })));
        await page.addInitScript((v) => localStorage.setItem('cart', v), cart);
        await page.addInitScript(recordShifts);
        if (cssDelayMs)
          await page.route(/\/_next\/static\/.+\.css$/, async (route) => {
            await new Promise((resolve) => setTimeout(resolve, cssDelayMs));
            await route.continue();
          });

        await page.goto('/cart');
        await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(3);
        await expect(page.getByText(/\d+ in stock/).first()).toBeVisible();
        const onCart = await shifts(page);
        expect(sum(onCart), JSON.stringify(onCart)).toBeLessThanOrEqual(CLS_LIMIT);

        await page.goto('/checkout');
        await waitForPaymentForm(page);
        const onCheckout = await shifts(page);
        expect(sum(onCheckout), JSON.stringify(onCheckout)).toBeLessThanOrEqual(CLS_LIMIT);
      });
    });
  }
}

function sum(entries: { value: number }[]) {
  return entries.reduce((total, s) => total + s.value, 0);
}
