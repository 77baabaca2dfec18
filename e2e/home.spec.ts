import { expect, test } from './support/test';
import { HOME_FEATURED_MAX, HOME_OUR_PRODUCTS_MAX } from '@common/constants';
import { formatPrice } from '@common/format';
import { MSG } from '@common/messages';
import {
  cmsBanners,
  cmsCategories,
  cmsChooseUs,
  cmsFeatureProducts,
  cmsOfferProducts,
  imageSource,
} from './support/catalogue';

test.describe('home page', () => {
  test('has a title and a description for search and sharing', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Himalayan Garden/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{10,}/);
  });

  test('shows exactly the banners whose status is on, as a row on small screens', async ({
    page,
    request,
  }) => {
    const banners = await cmsBanners(request);
    const active = banners.filter((b) => b.status);
    expect(active.length).toBeGreaterThan(0);
    expect(banners.length).toBeGreaterThan(active.length);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const row = page.getByTestId('banner-row');
    await expect(row).toBeVisible();
    const images = row.getByTestId('banner');
    await expect(images).toHaveCount(active.length);
    const shown = await Promise.all((await images.all()).map(imageSource));
    expect(shown.sort()).toEqual(active.map((b) => b.image).sort());
    // The row scrolls sideways: the second banner starts past the screen's edge.
    const second = await images.nth(1).boundingBox();
    expect(second!.x).toBeGreaterThan(300);
  });

  test('from 768px the same banners are a slider showing one at a time', async ({ page, request }) => {
    const active = (await cmsBanners(request)).filter((b) => b.status);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toBeVisible();
    await expect(page.getByTestId('banner-row')).toHaveCount(0);
    const slides = carousel.getByTestId('banner');
    const shown = new Set(await Promise.all((await slides.all()).map(imageSource)));
    expect([...shown].sort()).toEqual(active.map((b) => b.image).sort());
    // One banner at a time, no dots.
    await expect(carousel.locator('.swiper-pagination')).toHaveCount(0);
    const box = await carousel.boundingBox();
    expect(Math.round(box!.width / box!.height)).toBe(Math.round(2000 / 490));
  });

  test('Our Products shows the feature products, at most 30, as cards', async ({ page, request }) => {
    const feature = await cmsFeatureProducts(request);
    const expected = feature.slice(0, HOME_OUR_PRODUCTS_MAX);
    await page.goto('/');
    const section = page.getByTestId('our-products');
    await expect(section.getByRole('heading', { name: 'Our Products' })).toBeVisible();
    const cards = section.getByTestId('product-card');
    await expect(cards).toHaveCount(expected.length);
    expect(await cards.locator('h3').allInnerTexts()).toEqual(expected.map((p) => p.name));

    // Every card: price with two decimals, the stock-dependent button, a link to /product/{slug}.
    for (const [i, p] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(formatPrice(p.price));
      const button = card.getByRole('button');
      if (p.quantity > 0) await expect(button).toHaveText(MSG.addToCart);
      else {
        await expect(button).toHaveText(MSG.outOfStock);
        await expect(button).toBeDisabled();
      }
      await expect(card.getByRole('link', { name: p.name })).toHaveAttribute('href', `/product/${p.slug}`);
    }
    await expect(section.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/filter');
  });

  test("a card's image opens the product through the name's link, the cart button stays a button", async ({
    page,
    request,
  }) => {
    const first = (await cmsFeatureProducts(request))[0]!;
    await page.goto('/');
    const card = page.getByTestId('our-products').getByTestId('product-card').first();
    // One link per card (the name's, stretched over the card), so one tab stop and one link to announce.
    await expect(card.getByRole('link')).toHaveCount(1);
    await card.getByRole('button').click();
    await expect(page).toHaveURL('/');
    // A real click where the image is drawn: it lands on the name's link that covers the card (forced, as
    // Playwright would otherwise wait for the image itself to receive the click).
    await card.locator('img').click({ force: true });
    await expect(page).toHaveURL(`/product/${first.slug}`);
  });

  test('Featured Products shows the offer products, at most 19', async ({ page, request }) => {
    const offer = await cmsOfferProducts(request);
    await page.goto('/');
    expect(offer.length).toBeGreaterThan(0);
    const section = page.getByTestId('featured-products');
    await expect(section.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await expect(section.getByTestId('product-card')).toHaveCount(Math.min(offer.length, HOME_FEATURED_MAX));
  });

  test('category circles link to the filter page', async ({ page, request }) => {
    const categories = await cmsCategories(request);
    await page.goto('/');
    const section = page.getByTestId('our-categories');
    await expect(section.getByRole('heading', { name: 'Our Categories' })).toBeVisible();
    const links = section.getByTestId('category-link');
    await expect(links).toHaveCount(categories.length);
    for (const [i, c] of categories.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', `/filter?cat=${c.slug}`);
      await expect(links.nth(i)).toHaveText(c.name);
    }
    const first = categories[0]!;
    await links.first().click();
    await expect(page).toHaveURL(`/filter?cat=${first.slug}`);
  });

  test('shows as many category circles as fit the width (1280px: 6)', async ({ page, request }) => {
    const categories = await cmsCategories(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const slides = page.getByTestId('our-categories').locator('.swiper-slide');
    await expect(page.getByTestId('our-categories').locator('.swiper-initialized')).toHaveCount(1);
    const visible = await slides.evaluateAll((els) => {
      const box = els[0]!.closest('.swiper')!.getBoundingClientRect();
      return els.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });
    expect(visible).toBe(Math.min(6, categories.length));
    const circle = await slides.first().locator('img').boundingBox();
    expect(Math.round(circle!.width)).toBe(150);
  });

  test('Why Choose Us items each link to the about page', async ({ page, request }) => {
    const items = await cmsChooseUs(request);
    await page.goto('/');
    const section = page.getByTestId('why-choose-us');
    await expect(section.getByRole('heading', { name: 'Why Choose Us ?' })).toBeVisible();
    const links = section.getByRole('link');
    await expect(links).toHaveCount(items.length);
    for (const item of items) {
      await expect(section.getByRole('link', { name: item.title })).toHaveAttribute('href', '/about');
    }
  });

  test('the first HTML response already holds every section, with no placeholders', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The page's own markup, without the inline RSC payload (scripts), as a browser without JavaScript shows it.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const markup = main.replace(/<script\b[\s\S]*?<\/script>/g, '');
    for (const id of ['our-categories', 'featured-products', 'our-products', 'why-choose-us']) {
      expect(markup).toContain(`data-testid="${id}"`);
    }
    expect(markup).toContain('data-testid="product-card"');
    expect(markup).not.toContain('animate-pulse');
  });

  test('loads no analytics script when no measurement id is configured', async ({ page }) => {
    const analytics: string[] = [];
    page.on('request', (r) => {
      if (/googletagmanager|google-analytics/.test(r.url())) analytics.push(r.url());
    });
    await page.goto('/');
    await page.getByTestId('category-link').first().click();
    await expect(page).toHaveURL(/\/filter\?cat=/);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(analytics).toEqual([]);
  });
});
