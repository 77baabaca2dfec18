import { expect, test } from './support/test';
import { SEARCH_MSG } from '@common/messages';

/** Search from the header (issue 29): suggestions by keyboard, the plain form, and 'Did you mean'. */
test.describe('search', () => {
  test('suggestions appear as you type and open by keyboard', async ({ page }) => {
    await page.goto('/');
    const box = page
      .getByRole('combobox', { name: 'Search products' })
      .or(page.getByRole('searchbox', { name: 'Search products' }))
      .first();
    await box.click();
    const combo = page.getByRole('combobox', { name: 'Search products' });
    await expect(combo).toBeFocused();
    await combo.pressSequentially('hydran', { delay: 50 });
    const list = page.getByRole('listbox', { name: SEARCH_MSG.suggestionsLabel });
    await expect(list.getByRole('option', { name: /Hydrangea 'Endless Summer'/ })).toBeVisible();
    await expect(list.getByRole('option', { name: /Hydrangea/ }).first()).toContainText('$');
    await combo.press('ArrowDown');
    await combo.press('Enter');
    await expect(page).toHaveURL(/\/product\/hydrangea-endless-summer$/);
  });

  test('Enter without choosing a suggestion searches, typos and all', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search products' }).click();
    const combo = page.getByRole('combobox', { name: 'Search products' });
    await combo.pressSequentially('lavendar', { delay: 30 });
    await combo.press('Enter');
    await expect(page).toHaveURL(/\/filter\?q=lavendar/);
    await expect(page.getByRole('heading', { name: "Lavender 'Hidcote'" }).first()).toBeVisible();
  });

  test('without JavaScript the header form still submits to /filter, and the results show', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('snakeplant');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/filter\?q=snakeplant/);
    // The results stream in after the page's shell; without JavaScript they must still be shown
    // (components/filter/no-script-results.tsx), above the footer, and the skeleton must not be.
    await expect(page.getByRole('heading', { name: 'Search results for “snakeplant”' })).toBeVisible();
    const result = page.getByRole('link', { name: /Snake Plant Laurentii/ }).first();
    await expect(result).toBeVisible();
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect((await result.boundingBox())!.y).toBeLessThan(footer!.y);
    await expect(page.locator('[data-results-skeleton]')).toBeHidden();
    await context.close();
  });

  test("'No items to show' offers the closest matches and the categories", async ({ page }) => {
    await page.goto('/filter?q=hydrangeeeaaa');
    await expect(page.getByText('No items to show')).toBeVisible();
    const didYouMean = page.getByTestId('did-you-mean');
    await expect(didYouMean).toContainText(SEARCH_MSG.didYouMean);
    await expect(didYouMean.getByRole('link', { name: /Hydrangea/ })).toHaveAttribute(
      'href',
      '/product/hydrangea-endless-summer',
    );
    const browse = page.getByRole('navigation', { name: SEARCH_MSG.browseCategories });
    await expect(browse.getByRole('link', { name: 'Indoor Plants' })).toHaveAttribute(
      'href',
      '/filter?cat=indoor-plants',
    );
  });
});
