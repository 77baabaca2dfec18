import { expect, test, type Page } from './support/test';
import { cmsFeatureProducts } from './support/catalogue';
import { MSG } from '../lib/messages';

/**
 * What a first visit downloads (spec-independent, issue 14): libraries a page only needs once the shopper
 * does something are loaded then, not with the page. Each is recognised by a string that survives
 * minification.
 */
const DEFERRED = [
  { library: 'zod (checks a saved cart, user or address; API answers)', marker: 'ZodError' },
  { library: 'react-hot-toast (the first notification)', marker: '_goober' },
  { library: "@next/third-parties' Google Analytics loader (only with GA on)", marker: 'googletagmanager' },
];

/** The text of every script the page loads until the network is quiet. */
async function loadedScripts(page: Page, path: string): Promise<{ url: string; text: string }[]> {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push(res.text().then((text) => ({ url: res.url(), text })));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

test.describe('a first visit on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const name of ['home', 'product', 'filter'] as const) {
    test(`the ${name} page loads none of the libraries it only needs later`, async ({ page, request }) => {
      const path =
        name === 'home'
          ? '/'
          : name === 'filter'
            ? '/filter'
            : `/product/${(await cmsFeatureProducts(request))[0]!.slug}`;
      const scripts = await loadedScripts(page, path);
      expect(scripts.length).toBeGreaterThan(0);
      for (const { library, marker } of DEFERRED) {
        const carriers = scripts.filter((s) => s.text.includes(marker)).map((s) => s.url);
        expect(carriers, library).toEqual([]);
      }
    });
  }

  test('the first notification still loads and shows', async ({ page, request }) => {
    const product = (await cmsFeatureProducts(request)).find((p) => p.quantity > 0)!;
    await page.goto('/');
    const card = page
      .getByTestId('our-products')
      .getByTestId('product-card')
      .filter({ hasText: product.name });
    await card.first().getByRole('button', { name: MSG.addToCart, exact: true }).click();
    await expect(page.getByRole('status')).toContainText(MSG.cart.added);
  });
});
