import { expect, test, type Page } from './support/test';
import { cmsFeatureProducts } from './support/catalogue';
import { MSG } from '@common/messages';

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

test('the likely Largest Contentful Paint images are announced in the head, ahead of the scripts', async ({
  request,
}) => {
  const product = (await cmsFeatureProducts(request))[0]!;
  for (const path of ['/', `/product/${product.slug}`]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.length, path).toBeGreaterThan(0);
    for (const link of preloads) {
      expect(link, path).toMatch(/fetchpriority="high"/i);
      expect(link).toMatch(/imageSrcSet="\/img\/\d+\//i);
    }
    // Before the first script, so the browser asks for them first.
    expect(head.indexOf(preloads[0]!)).toBeLessThan(head.search(/<script[^>]*src=/));
  }
  const productHtml = await (await request.get(`/product/${product.slug}`)).text();
  const photo = /<link[^>]*rel="preload"[^>]*as="image"[^>]*>/.exec(productHtml)![0];
  // The photo's upload by its short optimiser URL, /img/<width>/<path under /uploads>.
  expect(photo).toContain(new URL(product.image).pathname.replace(/^\/uploads\//, '/img/640/'));
});

test('the product page sends its similar products as content, with no placeholder to swap out', async ({
  request,
}) => {
  const product = (await cmsFeatureProducts(request))[0]!;
  const html = await (await request.get(`/product/${product.slug}`)).text();
  const body = html.slice(html.indexOf('<body'));
  // React sends a boundary that is not ready with the page as a placeholder, and its content later in a
  // hidden <div id="S:…"> that a script swaps in: a second layout, and the placeholder's pulsing in the
  // first frame. The similar products come from the cache with the page, so they need no boundary.
  const section = body.indexOf('data-testid="similar-products"');
  expect(section).toBeGreaterThan(0);
  expect(body.includes('aria-label="Loading products"'), 'a loading placeholder is sent').toBe(false);
  const lastHiddenBefore = body.lastIndexOf('<div hidden id="S:', section);
  expect(lastHiddenBefore, 'the similar products sit in a hidden streamed segment').toBe(-1);
});
