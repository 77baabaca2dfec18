import { expect, test, type Page } from './support/test';
import { FOOTER_PHONES } from '@common/constants';
import { MSG } from '@common/messages';
import { storedCart } from './support/cart';
import { newAccount, productWithStock, registerAccount, signIn } from './support/fixtures';

/** What a careful shopper sees at 1280 and 390 px: demo data, offer styling, menus, zoom, header, gaps. */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, testIdOrRole: ReturnType<Page['locator']>): Promise<Box> {
  const box = await testIdOrRole.boundingBox();
  if (!box) throw new Error(`no box for ${String(testIdOrRole)}`);
  return box;
}

test('the contact page shows the footer’s phone number', async ({ page }) => {
  await page.goto('/contact');
  const details = page.getByRole('region', { name: 'Get in touch' });
  await expect(details.getByRole('link', { name: FOOTER_PHONES[0], exact: true })).toBeVisible();
});

test('the cart’s 10% offer does not wear the stock error’s pink and red', async ({ page, request }) => {
  const product = await productWithStock(request, 30, 500);
  await page.goto('/order-success');
  await page.evaluate((v) => localStorage.setItem('cart', v), storedCart([{ product, quantity: 1 }]));
  await page.goto('/cart');
  const invite = page.getByRole('link', { name: MSG.cart.firstOrderInvite });
  await expect(invite).toBeVisible();
  const style = await invite.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color };
  });
  // primary-light (#F9E7E8) and primary (#B6101D): the colours of the over-stock alert.
  expect(style.background).not.toBe('rgb(249, 231, 232)');
  expect(style.color).not.toBe('rgb(182, 16, 29)');
});

test('the phone profile menu shows every entry', async ({ page, request }) => {
  const account = newAccount('menu');
  await registerAccount(request, account);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, account);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  const menu = page.getByRole('navigation', { name: 'Profile' });
  const entries = menu.getByRole('link').or(menu.getByRole('button', { name: 'Logout' }));
  await expect(entries).toHaveCount(9);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const list = await boxOf(page, menu.locator('ul'));
  for (const entry of await entries.all()) {
    const box = await boxOf(page, entry);
    expect(box.x, await entry.innerText()).toBeGreaterThanOrEqual(list.x);
    expect(box.x + box.width, await entry.innerText()).toBeLessThanOrEqual(
      Math.min(width, list.x + list.width),
    );
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the zoom pane leaves the title, price and Add to Cart in view', async ({ page, request }) => {
    const product = await productWithStock(request, 30, 500);
    await page.goto(`/product/${product.slug}`);
    const photo = page.getByTestId('product-image');
    await expect(photo).toHaveClass(/cursor-crosshair/);
    const box = await boxOf(page, photo);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const pane = page.getByTestId('zoom-pane');
    await expect(pane).toHaveAttribute('data-visible', 'true');
    const paneBox = await boxOf(page, pane);
    for (const other of [
      page.getByRole('heading', { level: 1 }),
      page.getByTestId('product-price'),
      page.getByTestId('purchase-panel'),
    ]) {
      expect(overlaps(paneBox, await boxOf(page, other)), String(other)).toBe(false);
    }
  });

  test('the sticky header is opaque', async ({ page }) => {
    await page.goto('/');
    const background = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
  });

  test('the category row’s next arrow keeps clear of the viewport’s edge', async ({ page }) => {
    await page.goto('/');
    // Swiper's arrow (from 768 px), once it has replaced the native row.
    const next = page.locator('[data-category-next]');
    await expect(next).toBeVisible();
    const box = await boxOf(page, next);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(width - (box.x + box.width)).toBeGreaterThanOrEqual(12);
  });

  test('no empty gap above Send Message', async ({ page }) => {
    await page.goto('/contact');
    const message = await boxOf(page, page.getByLabel('Message', { exact: true }));
    const send = await boxOf(page, page.getByRole('button', { name: 'Send Message' }));
    // The same 16 px as between the fields.
    expect(send.y - (message.y + message.height)).toBeLessThanOrEqual(20);
  });
});
