import { expect, test, type Page } from './support/test';
import { MSG } from '@common/messages';
import { cmsCategories } from './support/catalogue';
import { newAccount, registerAccount, signIn } from './support/fixtures';

/** The plain box until it first gets focus, then the suggestions' combobox (issue 29). */
const searchBox = (page: Page) =>
  page
    .getByRole('searchbox', { name: 'Search products' })
    .or(page.getByRole('combobox', { name: 'Search products' }));
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });

test.describe('header', () => {
  test('shows the logo, the promo strip, account links and the cart', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header.getByText(MSG.promo)).toBeVisible();
    await header.getByRole('link', { name: /Himalayan Garden home/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: /cart/i })).toHaveAttribute('href', '/cart');
  });

  test('the category dropdown lists the featured categories after All Categories', async ({
    page,
    request,
  }) => {
    const categories = await cmsCategories(request);
    await page.goto('/');
    const options = categorySelect(page).locator('option');
    await expect(options).toHaveText([MSG.allCategories, ...categories.map((c) => c.name)]);
    await expect(categorySelect(page)).toHaveValue('');
  });

  test('a search with & and spaces reaches /filter intact and stays in the box', async ({
    page,
    request,
  }) => {
    const category = (await cmsCategories(request)).at(-1)!;
    const text = 'Tea & snacks for 2';
    await page.goto('/');
    await searchBox(page).fill(text);
    await categorySelect(page).selectOption(category.slug);
    await searchBox(page).press('Enter');

    await expect(page).toHaveURL(/\/filter\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe(text);
    expect(url.searchParams.get('cat')).toBe(category.slug);
    await expect(searchBox(page)).toHaveValue(text);
    await expect(categorySelect(page)).toHaveValue(category.slug);
  });

  test('the search fields follow the URL', async ({ page, request }) => {
    const category = (await cmsCategories(request))[0]!;
    await page.goto(`/filter?q=${encodeURIComponent('gundruk & timur')}&cat=${category.slug}`);
    await expect(searchBox(page)).toHaveValue('gundruk & timur');
    await expect(categorySelect(page)).toHaveValue(category.slug);

    // Leaving the search on the client clears the fields again.
    await page.getByRole('link', { name: /Himalayan Garden home/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(categorySelect(page)).toHaveValue('');

    await page.goBack();
    await expect(searchBox(page)).toHaveValue('gundruk & timur');
  });

  test('submitting with no text and no category searches everything', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/filter\?q=&cat=$/);
  });
});

test.describe('header on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the search form is hidden until the search icon is tapped', async ({ page }) => {
    await page.goto('/');
    await expect(searchBox(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open search' }).tap();
    await expect(searchBox(page)).toBeVisible();
    await searchBox(page).fill('tea');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/filter\?q=tea&cat=$/);
    await page.getByRole('button', { name: 'Close search' }).tap();
    await expect(searchBox(page)).toBeHidden();
  });

  test('signed in, the header shows Profile and Logout, and Logout signs out', async ({ page, request }) => {
    const account = newAccount('phone');
    await registerAccount(request, account);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/$/);
    const header = page.locator('header').first();
    const profile = header.getByRole('link', { name: 'Profile' });
    const logout = header.getByRole('button', { name: 'Logout' });
    await expect(profile).toBeVisible();
    await expect(logout).toBeVisible();
    await expect(profile).toHaveAttribute('href', '/profile');
    // Both fit on the logo's row (the header does not grow a second line for them).
    const logo = (await header.getByRole('link', { name: /Himalayan Garden home/ }).boundingBox())!;
    const logoutBox = (await logout.boundingBox())!;
    expect(logoutBox.y).toBeLessThan(logo.y + logo.height);

    await profile.tap();
    await expect(page).toHaveURL(/\/profile$/);
    await logout.tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(MSG.loggedOut).first()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(logout).toHaveCount(0);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(user.state.user).toBeNull();
  });
});
