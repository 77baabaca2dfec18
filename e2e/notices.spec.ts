import { expect, test, type Locator, type Page } from './support/test';
import { FAILURE_MSG, MSG, NOTICE_MSG } from '@common/messages';
import { productWithStock } from './support/fixtures';

/** Notices (react-hot-toast): dismissable, one copy per message, placed clear of what they are about. */

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function openProduct(page: Page, slug: string) {
  await page.goto(`/product/${slug}`);
  // The quantity starts at 0 (nothing in the cart): the page has hydrated once plus makes it 1.
  await expect(async () => {
    await page.getByRole('button', { name: 'Increase Quantity' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).not.toHaveValue('0', { timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

test('every notice has a labelled close button that a keyboard can use', async ({ page, request }) => {
  const product = await productWithStock(request, 30, 500);
  await openProduct(page, product.slug);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(notice(page, MSG.cart.added)).toBeVisible();
  const close = page.getByRole('button', { name: NOTICE_MSG.close });
  await expect(close).toHaveCount(1);
  // Reached with Tab from the cart button (the notice is the last thing in the page), closed with Enter.
  await close.focus();
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice(page, MSG.cart.added)).toHaveCount(0);
});

test('the same message is shown once at a time', async ({ page, request }) => {
  const product = await productWithStock(request, 30, 500);
  await openProduct(page, product.slug);
  const box = page.getByRole('textbox', { name: 'Quantity' });
  await box.fill('');
  await box.pressSequentially('abc');
  await expect(notice(page, MSG.cart.invalidNumber)).toHaveCount(1);

  await box.fill('25');
  const plus = page.getByRole('button', { name: 'Increase Quantity' });
  for (let i = 0; i < 3; i++) await plus.click();
  await expect(notice(page, MSG.cart.maxQty)).toBeVisible();
  await expect(notice(page, MSG.cart.maxQty)).toHaveCount(1);
});

type Box = { x: number; y: number; width: number; height: number };

/** The part two boxes share (a negative width or height when they do not meet). */
function overlap(a: Box, b: Box): Box {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.min(a.x + a.width, b.x + b.width) - x,
    height: Math.min(a.y + a.height, b.y + b.height) - y,
  };
}

function overlaps(a: Box | null, b: Box | null): boolean {
  if (!a || !b) throw new Error('element has no box');
  const shared = overlap(a, b);
  return shared.width > 0 && shared.height > 0;
}

async function expectClear(toast: Locator, others: Locator[]) {
  const box = await toast.boundingBox();
  for (const other of others) {
    expect(overlaps(box, await other.boundingBox()), `notice covers ${String(other)}`).toBe(false);
  }
}

test('at 1280 px a notice covers neither the header nor the product’s name, price, stock and cart button', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const product = await productWithStock(request, 30, 500);
  await openProduct(page, product.slug);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const toast = notice(page, MSG.cart.added);
  await expect(toast).toBeVisible();
  // The whole notice (icon, text, close button), once its entry animation is over.
  await page.waitForTimeout(500);
  const whole = toast.locator('..');
  await expectClear(whole, [
    page.locator('header').first(),
    page.getByRole('heading', { level: 1 }),
    page.getByTestId('product-price'),
    page.getByTestId('stock-status'),
    page.getByTestId('purchase-panel'),
  ]);
});

test('at 390 px a notice does not cover the header', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await productWithStock(request, 30, 500);
  await openProduct(page, product.slug);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const toast = notice(page, MSG.cart.added);
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500);
  await expectClear(toast.locator('..'), [page.locator('header').first()]);
});

test('a tap on a notice reaches the page beneath it: a card’s Add to Cart under its own notice', async ({
  page,
  request,
}) => {
  const product = await productWithStock(request, 5, 500);
  await page.goto(`/filter?q=${encodeURIComponent(product.name)}`);
  const add = page
    .getByTestId('product-card')
    .filter({ hasText: product.name })
    .first()
    .getByRole('button', { name: MSG.addToCart });
  // The card's button at the bottom left of the window, where the notices appear.
  await add.evaluate((el) =>
    window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - 20)),
  );
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const shown = notice(page, MSG.cart.added).locator('..');
  await expect(shown).toBeVisible();
  await page.waitForTimeout(500);
  const [noticeBox, buttonBox] = [await shown.boundingBox(), await add.boundingBox()];
  if (!noticeBox || !buttonBox) throw new Error('the notice or the button has no box');
  expect(overlaps(noticeBox, buttonBox), 'the notice lies over the button').toBe(true);
  const shared = overlap(noticeBox, buttonBox);

  // A plain tap where both are: whatever is on top there gets it.
  await page.mouse.click(shared.x + shared.width / 2, shared.y + shared.height / 2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  // The notice's own close button still takes its taps.
  await shown.getByRole('button', { name: NOTICE_MSG.close }).click();
  await expect(notice(page, MSG.cart.added)).toHaveCount(0);
});

test.describe('failures that say what happened', () => {
  test('a network failure on the password change shows a sentence, not “Failed to fetch”', async ({
    page,
  }) => {
    await page.goto('/passwordreset');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'password-reset',
        JSON.stringify({ state: { email: 'someone@example.com', code: '123456' }, version: 0 }),
      ),
    );
    await page.goto('/confirmnewpassword');
    await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('New password', { exact: true }).fill('Namaste-2026!x');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Namaste-2026!x');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText(FAILURE_MSG.network);
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  });

  test('a network failure on the reset request says it did not reach the shop', async ({ page }) => {
    await page.goto('/passwordreset');
    await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: MSG.reset.submit }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(FAILURE_MSG.resetNotSent);
  });

  test('/update-order without a payment id goes home quietly', async ({ page }) => {
    await page.goto('/update-order');
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Our Categories' })).toBeVisible();
    // Long enough for a notice to have appeared.
    await page.waitForTimeout(1000);
    await expect(page.getByText(MSG.payReturn.error)).toHaveCount(0);
  });

  test('/filter with an unknown category is headed with that category, not “All Products”', async ({
    page,
  }) => {
    await page.goto('/filter?cat=no-such-category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category “no-such-category”');
    await expect(page.getByText(MSG.noItems)).toBeVisible();
  });
});
