import { expect, test, type Page, type Request } from './support/test';

/** Requests the client router makes for another route's data (prefetches of the RSC payload). */
function routerPrefetches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const headers = request.headers();
    if (headers['next-router-prefetch'] || headers['rsc']) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** The name link of the first card in Our Products. */
function firstCardLink(page: Page) {
  return page
    .getByTestId('our-products')
    .getByTestId('product-card')
    .first()
    .getByRole('heading')
    .getByRole('link');
}

test.describe('prefetching', () => {
  test('a page prefetches no other page on sight, only the link the shopper points at', async ({ page }) => {
    const prefetched = routerPrefetches(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Every card and footer link has been on screen.
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);

    const link = firstCardLink(page);
    const href = (await link.getAttribute('href'))!;
    await link.hover();
    await expect.poll(() => prefetched.filter((p) => p === href).length).toBeGreaterThan(0);
    expect(prefetched.every((p) => p === href)).toBe(true);

    await link.click();
    await expect(page).toHaveURL(href);
  });

  test('a touch prefetches too', async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const prefetched = routerPrefetches(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);
    const link = firstCardLink(page);
    const href = (await link.getAttribute('href'))!;
    await link.dispatchEvent('touchstart');
    await expect.poll(() => prefetched.filter((p) => p === href).length).toBeGreaterThan(0);
    await link.tap();
    await expect(page).toHaveURL(href);
    await context.close();
  });
});
