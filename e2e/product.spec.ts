import { expect, test, type Page } from './support/test';
import type { Product } from '@common/contract';
import { formatPrice } from '@common/format';
import { MSG } from '@common/messages';
import { cmsSimilar } from './support/catalogue';
import {
  TEST_CARDS,
  checkoutWith,
  expectOrderSuccess,
  fillCheckout,
  guest,
  payButton,
  pickProduct,
  placeOneItemOrder,
  stockOf,
  waitForPaymentForm,
} from './support/checkout';
import { allProducts } from './support/fixtures';

/** A grocery in stock with ingredients and a net weight (the seeded Nepalese groceries have both). */
async function groceryWithIngredients(products: Product[]): Promise<Product> {
  const found = products.find(
    (p) =>
      p.category_slug === 'nepalese-spices-groceries' && p.ingredeints && p.unit_in_gram && p.quantity > 0,
  );
  if (!found) throw new Error('the seeded catalogue has no grocery with ingredients in stock');
  return found;
}

async function expectProductPage(page: Page, product: Product) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  // After a client navigation the previous page stays mounted but hidden (cacheComponents' Activity).
  await expect(page.getByTestId('product-price').filter({ visible: true })).toHaveText(
    formatPrice(product.price),
  );
}

test.describe('product page', () => {
  test('shows name, price, stock, net weight, ingredients and description', async ({ page, request }) => {
    const product = await groceryWithIngredients(await allProducts(request));
    await page.goto(`/product/${product.slug}`);
    await expectProductPage(page, product);
    await expect(page.getByTestId('stock-status')).toHaveText(`In Stock: ${product.quantity}`);
    await expect(page.getByTestId('net-weight')).toHaveText(`${product.unit_in_gram} g`);
    await expect(page.getByTestId('ingredients')).toHaveText(product.ingredeints!);
    // The rich description keeps its markup (the seeded ones have a list).
    await expect(page.getByTestId('product-description').locator('li').first()).toBeVisible();
    await expect(page.getByRole('img', { name: product.name })).toBeVisible();
  });

  test('an out-of-stock product says Out of Stock', async ({ page, request }) => {
    const product = (await allProducts(request)).find((p) => p.quantity <= 0);
    expect(product, 'the seeded catalogue has out-of-stock products').toBeDefined();
    await page.goto(`/product/${product!.slug}`);
    await expectProductPage(page, product!);
    await expect(page.getByTestId('stock-status')).toHaveText(MSG.outOfStock);
  });

  test('a product without ingredients shows no ingredients row', async ({ page, request }) => {
    const product = (await allProducts(request)).find(
      (p) => !p.ingredeints && p.category_slug === 'indoor-plants',
    );
    expect(product).toBeDefined();
    await page.goto(`/product/${product!.slug}`);
    await expectProductPage(page, product!);
    await expect(page.getByTestId('ingredients')).toHaveCount(0);
  });

  test('lists the similar products with cart buttons and product links', async ({ page, request }) => {
    const product = await groceryWithIngredients(await allProducts(request));
    const similar = await cmsSimilar(request, product.slug);
    expect(similar.length).toBeGreaterThan(0);
    await page.goto(`/product/${product.slug}`);
    const section = page.getByTestId('similar-products');
    await expect(section.getByRole('heading', { name: 'Similar Products' })).toBeVisible();
    const cards = section.getByTestId('product-card');
    await expect(cards).toHaveCount(similar.length);
    for (const [i, p] of similar.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: p.name })).toHaveAttribute(
        'href',
        `/product/${p.slug}`,
      );
      await expect(cards.nth(i).getByRole('button')).toHaveText(
        p.quantity > 0 ? MSG.addToCart : MSG.outOfStock,
      );
    }
    await cards.first().getByRole('link', { name: similar[0]!.name }).click();
    await expect(page).toHaveURL(`/product/${similar[0]!.slug}`);
    await expectProductPage(page, similar[0]!);
  });

  test('similar products use 2 columns on phones, 4 from 700px and 5 on wide screens', async ({
    page,
    request,
  }) => {
    const product = await groceryWithIngredients(await allProducts(request));
    const cards = page.getByTestId('similar-products').getByTestId('product-card');
    const columns = async () => {
      const lefts = await cards.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().left)),
      );
      return new Set(lefts).size;
    };
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/product/${product.slug}`);
    // The section streams in after the product; wait until it is revealed.
    await expect(cards.first()).toBeVisible();
    await expect.poll(columns).toBe(2);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(columns).toBe(4);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect.poll(columns).toBe(5);
  });

  test('the /{category}/{slug} form shows the same product, canonical at /product/{slug}', async ({
    page,
    request,
  }) => {
    const product = await groceryWithIngredients(await allProducts(request));
    await page.goto(`/${product.category_slug}/${product.slug}`);
    await expectProductPage(page, product);
    await expect(page.getByTestId('stock-status')).toHaveText(`In Stock: ${product.quantity}`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(`/product/${product.slug}`);
  });

  test('an unknown product answers 404 with the not-found page', async ({ page }) => {
    const res = await page.goto('/product/there-is-no-such-plant');
    expect(res?.status()).toBe(404);
    await expect(page.getByText(MSG.notFound)).toBeVisible();
  });

  test('a product not in the catalogue at build time renders on its first visit', async ({
    page,
    request,
  }) => {
    // The last products of the catalogue are not on the home page, so they were not prerendered.
    const product = (await allProducts(request)).at(-1)!;
    const res = await page.goto(`/product/${product.slug}`);
    expect(res?.status()).toBe(200);
    await expectProductPage(page, product);
  });
});

test.describe('product image zoom', () => {
  test('hovering the photo on a desktop opens the zoom pane, leaving closes it', async ({
    page,
    request,
  }) => {
    const product = await groceryWithIngredients(await allProducts(request));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/product/${product.slug}`);
    const photo = page.getByTestId('product-image');
    // The crosshair shows once the page has hydrated and zoom is on; a hover before that fires no handler.
    await expect(photo).toHaveClass(/cursor-crosshair/);
    await photo.hover();
    const pane = page.getByTestId('zoom-pane');
    await expect(pane).toHaveAttribute('data-visible', 'true');
    const box = await pane.boundingBox();
    expect(Math.round(box!.width)).toBe(384);
    await page.mouse.move(5, 5);
    await expect(pane).toHaveAttribute('data-visible', 'false');
  });

  test('a pointer already over the photo when the page hydrates zooms on its first move', async ({
    page,
    request,
  }) => {
    const product = await groceryWithIngredients(await allProducts(request));
    await page.setViewportSize({ width: 1280, height: 900 });
    // The pointer is put over where the photo will be before any script runs, so no mouseenter reaches React.
    await page.route('**/_next/static/**/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1_000));
      await route.continue();
    });
    await page.goto(`/product/${product.slug}`, { waitUntil: 'commit' });
    const photo = page.getByTestId('product-image');
    await photo.waitFor();
    // Measured once the stylesheets apply (only scripts are held back), so the pointer stays over the photo.
    await page.waitForFunction(() => document.styleSheets.length > 0 && document.readyState !== 'loading');
    await expect(photo).toHaveCSS('position', 'relative');
    const box = (await photo.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(photo).toHaveClass(/cursor-crosshair/);
    await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2);
    await expect(page.getByTestId('zoom-pane')).toHaveAttribute('data-visible', 'true');
  });

  test('there is no zoom on a phone', async ({ browser, request }) => {
    const product = await groceryWithIngredients(await allProducts(request));
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`/product/${product.slug}`);
    await page.getByTestId('product-image').tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByTestId('zoom-pane')).toHaveCount(0);
    await context.close();
  });
});

test.describe('cache purge on stock change', () => {
  test('an order that takes stock shows on the cached product page at once', async ({ request }) => {
    // A prerendered product of its own category, so no other spec of this file reads its stock.
    const product = (await allProducts(request)).find(
      (p) => p.category_slug === 'pots-planters' && p.quantity >= 3,
    );
    expect(product, 'the seeded catalogue has pots in stock').toBeDefined();
    const stockText = async () =>
      (await (await request.get(`/product/${product!.slug}`)).text()).match(/In Stock: (\d+)/)?.[1];
    expect(await stockText()).toBe(String(product!.quantity));

    await placeOneItemOrder(request, product!);

    // The CMS purges `product:<slug>` through /api/revalidate; the page then shows the reserved stock.
    await expect.poll(stockText, { timeout: 10_000 }).toBe(String(product!.quantity - 1));
  });

  test('a purchase through the shop shows on the product page’s next load', async ({ page, request }) => {
    // The shop runs as `npm run shop` wires it (global setup): the CMS's purge goes through only if both
    // processes were given the same REVALIDATE_SECRET.
    const product = await pickProduct(request, 10);
    await page.goto(`/product/${product.slug}`);
    const before = await stockOf(request, product.id);
    await expect(page.getByTestId('stock-status')).toHaveText(`In Stock: ${before}`);

    await checkoutWith(page, [{ product, quantity: 2 }]);
    await waitForPaymentForm(page);
    await fillCheckout(page, guest('purge'), TEST_CARDS.succeeds);
    await payButton(page).click();
    await expectOrderSuccess(page);

    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('stock-status')).toHaveText(`In Stock: ${before - 2}`);
  });
});
