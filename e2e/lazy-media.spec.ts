import { expect, test, type Page } from './support/test';
import { allProducts } from './support/fixtures';
import { cmsCategories, cmsFeatureProducts, isOptimisedImage } from './support/catalogue';

/**
 * What the home page makes a phone download: no Swiper (its code and CSS load only from 768 px), and images
 * as plain server-rendered `<img>` through the optimiser, WebP, eager only above the fold.
 */

/** Scripts and stylesheets the page loaded, with their text. */
function collectAssets(page: Page) {
  const assets: { type: string; url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    assets.push({ type, url: response.url(), body: response.text().catch(() => '') });
  });
  return async () => Promise.all(assets.map(async (a) => ({ ...a, body: await a.body })));
}

/** Swiper's code names its slide class; its stylesheet styles the wrapper (the shop's own CSS does not). */
const isSwiperScript = (a: { type: string; body: string }) =>
  a.type === 'script' && a.body.includes('swiper-slide');
const isSwiperCss = (a: { type: string; body: string }) =>
  a.type === 'stylesheet' && a.body.includes('.swiper-wrapper');

/** Indexes of the slides wholly inside the box of `container`. */
async function slidesInView(page: Page, container: string, slide: string): Promise<number[]> {
  return page.locator(container).evaluate((box, selector) => {
    const frame = box.getBoundingClientRect();
    return [...box.querySelectorAll(selector)]
      .map((el, i) => ({ r: el.getBoundingClientRect(), i }))
      .filter(({ r }) => r.left >= frame.left - 1 && r.right <= frame.right + 1)
      .map(({ i }) => i);
  }, slide);
}

test.describe('home page on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('loads no Swiper code or CSS', async ({ page }) => {
    const assets = collectAssets(page);
    await page.goto('/');
    await expect(page.getByTestId('category-row')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await assets();
    expect(loaded.filter((a) => a.type === 'script').length).toBeGreaterThan(0);
    expect(loaded.filter(isSwiperScript).map((a) => a.url)).toEqual([]);
    expect(loaded.filter(isSwiperCss).map((a) => a.url)).toEqual([]);
    await expect(page.locator('.swiper')).toHaveCount(0);
  });

  test('the category row shows one category at a time and its arrows step through them', async ({
    page,
    request,
  }) => {
    const categories = await cmsCategories(request);
    expect(categories.length).toBeGreaterThan(2);
    // Before hydration no arrow could move the row, so the server's are both disabled (hidden).
    const html = await (await request.get('/')).text();
    expect(html.match(/<button[^>]*aria-label="(?:Previous|Next) categories"[^>]*>/g)).toEqual([
      expect.stringMatching(/ disabled=""/),
      expect.stringMatching(/ disabled=""/),
    ]);
    await page.goto('/');
    const row = '[data-testid="category-row"]';
    await expect(page.locator(row)).toBeVisible();
    expect(await slidesInView(page, row, 'li')).toEqual([0]);

    const prev = page.getByRole('button', { name: 'Previous categories' });
    const next = page.getByRole('button', { name: 'Next categories' });
    await expect(prev).toBeDisabled();
    await next.click();
    await expect.poll(() => slidesInView(page, row, 'li')).toEqual([1]);
    await expect(prev).toBeEnabled();
    await prev.click();
    await expect.poll(() => slidesInView(page, row, 'li')).toEqual([0]);

    // At the last category the next arrow is disabled (and hidden).
    await page.locator(row).evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(next).toBeDisabled();
    expect(await slidesInView(page, row, 'li')).toEqual([categories.length - 1]);
    // Each circle still opens its category.
    await expect(page.getByTestId('category-link').last()).toHaveAttribute(
      'href',
      `/filter?cat=${categories[categories.length - 1]!.slug}`,
    );
  });

  test('images are plain <img> from the optimiser in WebP, eager only above the fold', async ({ page }) => {
    const types = new Map<string, string>();
    page.on('response', (r) => {
      if (isOptimisedImage(r.url())) types.set(r.url(), r.headers()['content-type'] ?? '');
    });
    await page.goto('/');
    const main = page.getByRole('main');
    const images = main.locator('img');
    expect(await images.count()).toBeGreaterThan(10);
    // next/image's component marks its images with data-nimg; these come from getImageProps on the server.
    await expect(page.locator('img[data-nimg]')).toHaveCount(0);
    for (const srcset of await images.evaluateAll((els) =>
      els.map((el) => el.getAttribute('srcset') ?? ''),
    )) {
      const candidates = srcset.split(', ');
      expect(candidates.length).toBeGreaterThan(0);
      expect(candidates.length).toBeLessThanOrEqual(4);
      // The CMS's uploads, by their short optimiser URLs (lib/images/upload-urls.mjs).
      for (const candidate of candidates) expect(candidate).toMatch(/^\/img\/\d+\/\S+ \d+[wx]$/);
    }

    const firstCard = page
      .getByTestId('featured-products')
      .getByTestId('product-card')
      .first()
      .locator('img');
    await expect(firstCard).toHaveAttribute('loading', 'eager');
    await expect(firstCard).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => firstCard.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const lastCard = page.getByTestId('our-products').getByTestId('product-card').last().locator('img');
    await expect(lastCard).toHaveAttribute('loading', 'lazy');
    await expect(lastCard).not.toHaveAttribute('fetchpriority', 'high');
    // A below-the-fold image has not been fetched.
    const lastSrc = await lastCard.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(lastSrc).toBe('');

    const firstBanner = page.getByTestId('banner').first();
    await expect(firstBanner).toHaveAttribute('loading', 'eager');
    await expect(firstBanner).toHaveAttribute('fetchpriority', 'high');

    // Chromium accepts AVIF too; the shop serves WebP (AVIF's slower decoding delayed the LCP).
    await expect.poll(() => types.size).toBeGreaterThan(0);
    expect(new Set(types.values())).toEqual(new Set(['image/webp']));
  });
});

test.describe('home page at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('loads Swiper, and the category arrows move the slider by one', async ({ page, request }) => {
    const categories = await cmsCategories(request);
    expect(categories.length).toBeGreaterThan(6);
    const assets = collectAssets(page);
    await page.goto('/');
    const slider = '[data-testid="our-categories"] .swiper';
    await expect(page.locator(`${slider}.swiper-initialized`)).toHaveCount(1);
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    expect((await assets()).some(isSwiperScript)).toBe(true);

    expect(await slidesInView(page, slider, '.swiper-slide')).toEqual([0, 1, 2, 3, 4, 5]);
    await page.getByRole('button', { name: 'Next categories' }).click();
    await expect.poll(() => slidesInView(page, slider, '.swiper-slide')).toEqual([1, 2, 3, 4, 5, 6]);
    await page.getByRole('button', { name: 'Previous categories' }).click();
    await expect.poll(() => slidesInView(page, slider, '.swiper-slide')).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

test('the product photo is a plain <img>, eager and high priority, in WebP', async ({ page, request }) => {
  const product = (await allProducts(request))[0]!;
  await page.goto(`/product/${product.slug}`);
  const photo = page.getByTestId('product-image').locator('img');
  await expect(photo).toHaveAttribute('alt', product.name);
  await expect(photo).toHaveAttribute('loading', 'eager');
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('img[data-nimg]')).toHaveCount(0);
  const src = await photo.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return img.currentSrc;
  });
  // The CMS's upload by its short optimiser URL, /img/<width>/<path under /uploads>.
  const upload = new URL(product.image).pathname.replace(/^\/uploads\//, '');
  expect(new URL(src).pathname).toMatch(new RegExp(`^/img/\\d+/${upload.replace(/[.]/g, '\\.')}$`));
  const response = await page.request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(response.headers()['content-type']).toBe('image/webp');
});

test("the CMS's uploads are served under the storefront's /uploads, unknown ones answer 404", async ({
  request,
}) => {
  const product = (await cmsFeatureProducts(request))[0]!;
  const local = await request.get(new URL(product.image).pathname);
  expect(local.status()).toBe(200);
  expect(local.headers()['content-type']).toMatch(/^image\//);
  const direct = await request.get(product.image);
  expect((await local.body()).equals(await direct.body())).toBe(true);
  expect((await request.get('/uploads/products/no-such-image.webp')).status()).toBe(404);
  // No way out of the CMS's uploads folder.
  for (const escape of [
    '/uploads/%2e%2e/health',
    '/uploads/products/%2e%2e/%2e%2e/api/v1/category/getFeature',
  ])
    expect((await request.get(escape)).status(), escape).toBe(404);
});

test("a short image URL is the optimiser's image of the upload, at the allowed widths only", async ({
  request,
}) => {
  const product = (await cmsFeatureProducts(request))[0]!;
  const upload = new URL(product.image).pathname;
  const accept = { accept: 'image/avif,image/webp,*/*' };
  const short = await request.get(`/img/384/${upload.replace(/^\/uploads\//, '')}`, { headers: accept });
  expect(short.status()).toBe(200);
  expect(short.headers()['content-type']).toBe('image/webp');
  const long = await request.get(`/_next/image?url=${encodeURIComponent(upload)}&w=384&q=75`, {
    headers: accept,
  });
  expect((await short.body()).equals(await long.body())).toBe(true);
  // The optimiser's own checks still apply: a width the shop does not configure, a path out of /uploads.
  expect((await request.get(`/img/385/${upload.replace(/^\/uploads\//, '')}`)).status()).toBe(400);
  for (const escape of [
    '/img/384/%2e%2e/health',
    '/img/384/products/%2e%2e/%2e%2e/api/v1/category/getFeature',
  ])
    expect([400, 404], escape).toContain((await request.get(escape)).status());
});
