import { expect, test, type APIRequestContext, type Page } from './support/test';
import { FILTER_PAGE_SIZE } from '@common/constants';
import { MSG } from '@common/messages';

interface ApiProduct {
  id: number;
  slug: string;
  name: string;
  price: number;
  category_slug: string;
}

const cms = () => process.env.E2E_CMS_URL!;

async function apiFilter(request: APIRequestContext, query: Record<string, string> = {}) {
  const res = await request.get(`${cms()}/api/v1/product/filter?${new URLSearchParams(query)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ApiProduct[] }).data;
}

// Next keeps the last pages visited in the DOM, hidden, so going back restores them as they were. The
// catalogue list, a category list and a search are different routes, so only the visible ones count.
const cards = (page: Page) => page.getByTestId('product-card').filter({ visible: true });
const sortForm = (page: Page) => page.getByRole('form', { name: 'Sort products' });
const itemCount = async (page: Page) =>
  Number(
    (await page.getByTestId('item-count').filter({ visible: true }).innerText()).match(/^\s*(\d+)/)?.[1],
  );
const cardNames = (page: Page) => cards(page).locator('h3').allInnerTexts();
async function cardPrices(page: Page) {
  const texts = await cards(page).allInnerTexts();
  return texts.map((t) => Number(t.match(/\$(\d+\.\d{2})/)?.[1]));
}

test('a category shows exactly its products, with the right count', async ({ page, request }) => {
  const categories = (
    (await (await request.get(`${cms()}/api/v1/category/getFeature`)).json()) as {
      data: { slug: string; name: string }[];
    }
  ).data;
  const category = categories[0]!;
  const expected = await apiFilter(request, { category_slug: category.slug });
  expect(expected.length).toBeGreaterThan(0);

  await page.goto(`/filter?cat=${category.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  expect(await itemCount(page)).toBe(expected.length);
  await expect(cards(page)).toHaveCount(Math.min(expected.length, FILTER_PAGE_SIZE));
  expect((await cardNames(page)).sort()).toEqual(
    expected
      .slice(0, FILTER_PAGE_SIZE)
      .map((p) => p.name)
      .sort(),
  );
});

test('the price sort orders the displayed prices both ways', async ({ page }) => {
  await page.goto('/filter');
  await sortForm(page).getByLabel('Sort by price').selectOption('low_to_high');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/price=low_to_high/);
  // A sort leaves the prerendered list for the search page, whose results stream in after its shell.
  await expect(cards(page)).toHaveCount(FILTER_PAGE_SIZE);
  const ascending = await cardPrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await sortForm(page).getByLabel('Sort by price').selectOption('high_to_low');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/price=high_to_low/);
  await expect(sortForm(page).getByLabel('Sort by price')).toHaveValue('high_to_low');
  const descending = await cardPrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBeGreaterThan(ascending[0]!);
});

test('newest and oldest follow the CMS order', async ({ page, request }) => {
  for (const sort of ['oldest', 'newest'] as const) {
    const expected = (await apiFilter(request, { sort_filter: sort })).slice(0, FILTER_PAGE_SIZE);
    await page.goto('/filter');
    await sortForm(page).getByLabel('Sort by date').selectOption(sort);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
    await expect(cards(page).first().locator('h3')).toHaveText(expected[0]!.name);
    expect(await cardNames(page)).toEqual(expected.map((p) => p.name));
  }
});

test('Filter goes back to page 1 and keeps the search', async ({ page }) => {
  await page.goto('/filter?q=a&page=2');
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByText('2', { exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await sortForm(page).getByLabel('Sort by price').selectOption('low_to_high');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/price=low_to_high/);
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe('a');
  expect(url.searchParams.get('page')).toBeNull();
});

test('pages of 20 with working page links and the total item count', async ({ page, request }) => {
  const all = await apiFilter(request);
  expect(all.length).toBeGreaterThan(2 * FILTER_PAGE_SIZE);
  const lastPage = Math.ceil(all.length / FILTER_PAGE_SIZE);

  await page.goto('/filter');
  expect(await itemCount(page)).toBe(all.length);
  await expect(cards(page)).toHaveCount(FILTER_PAGE_SIZE);
  expect(await cardNames(page)).toEqual(all.slice(0, FILTER_PAGE_SIZE).map((p) => p.name));

  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(cards(page).first().locator('h3')).toHaveText(all[FILTER_PAGE_SIZE]!.name);
  expect(await cardNames(page)).toEqual(all.slice(FILTER_PAGE_SIZE, 2 * FILTER_PAGE_SIZE).map((p) => p.name));
  expect(await itemCount(page)).toBe(all.length);

  await page.getByRole('link', { name: `Page ${lastPage}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}$`));
  const rest = all.slice((lastPage - 1) * FILTER_PAGE_SIZE);
  await expect(cards(page)).toHaveCount(rest.length);
  expect(await cardNames(page)).toEqual(rest.map((p) => p.name));
  await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage - 1}$`));
});

test('page links keep the search text and the sorts', async ({ page, request }) => {
  const expected = await apiFilter(request, { name: 'a', price_filter: 'low_to_high' });
  expect(expected.length).toBeGreaterThan(FILTER_PAGE_SIZE);
  await page.goto('/filter?q=a&price=low_to_high');
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe('a');
  expect(url.searchParams.get('price')).toBe('low_to_high');
  await expect(cards(page).first().locator('h3')).toHaveText(expected[FILTER_PAGE_SIZE]!.name);
});

test('a page past the last one shows no items', async ({ page }) => {
  await page.goto('/filter?page=999');
  await expect(page.getByText(MSG.noItems)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible();
});

test('search text with spaces, quotes and & is kept intact', async ({ page, request }) => {
  // A name fragment with spaces and a double quote, typed as-is by the shopper.
  const fragment = 'Pot 8" with';
  const expected = await apiFilter(request, { name: fragment });
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(`/filter?${new URLSearchParams({ q: fragment })}`);
  expect(await itemCount(page)).toBe(expected.length);
  await expect(cards(page).locator('h3')).toHaveText(expected.map((p) => p.name));

  // An apostrophe inside the name.
  await page.goto(`/filter?${new URLSearchParams({ q: "tea lover's" })}`);
  await expect(cards(page).locator('h3')).toHaveText(["Tea Lover's Gift Box"]);

  // '&' belongs to the search text, not to the query string: nothing is named so, and the text survives.
  const withAmp = 'Xqzj & Vwkp';
  expect(await apiFilter(request, { name: withAmp })).toHaveLength(0);
  await page.goto(`/filter?${new URLSearchParams({ q: withAmp, cat: 'teas-snacks' })}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`“${withAmp}”`);
  await expect(page.getByText(MSG.noItems)).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/sort=/);
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe(withAmp);
  expect(url.searchParams.get('cat')).toBe('teas-snacks');
});

test("a nonsense search shows 'No items to show'", async ({ page }) => {
  await page.goto('/filter?q=zzqxv-no-such-product');
  await expect(page.getByText(MSG.noItems)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  expect(await itemCount(page)).toBe(0);
});

test('product links go to /{category_slug}/{slug}', async ({ page, request }) => {
  const expected = (await apiFilter(request)).slice(0, FILTER_PAGE_SIZE);
  await page.goto('/filter');
  const hrefs = await cards(page)
    .locator('h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(expected.map((p) => `/${p.category_slug}/${p.slug}`));

  await cards(page).first().locator('h3 a').click();
  await expect(page).toHaveURL(new RegExp(`/${expected[0]!.category_slug}/${expected[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: expected[0]!.name })).toBeVisible();
});

test('Back To Home goes to the home page', async ({ page }) => {
  await page.goto('/filter?q=tea');
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('server HTML: a search is noindex, the plain list is indexable, page links are real <a href>', async ({
  request,
}) => {
  const search = await (await request.get('/filter?q=x')).text();
  expect(search).toMatch(/<meta name="robots" content="noindex, follow"/);

  const plain = await (await request.get('/filter')).text();
  expect(plain).not.toMatch(/<meta name="robots"[^>]*noindex/);
  expect(plain).toMatch(/<link rel="canonical" href="[^"]*\/filter"/);
  expect(plain).toMatch(/<a [^>]*href="\/filter\?page=2"/);

  // The sort form is a plain GET form to /filter: it works as a link for any client.
  const sortForm = plain.match(/<form [^>]*aria-label="Sort products"[^>]*>/)?.[0] ?? '';
  expect(sortForm).toMatch(/action="\/filter"/);
  expect(sortForm).not.toMatch(/method="post"/i);
  expect(plain).toMatch(/<select [^>]*name="sort"/);
  expect(plain).toMatch(/<select [^>]*name="price"/);

  const category = await (await request.get('/filter?cat=teas-snacks&sort=newest')).text();
  expect(category).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(category).toMatch(/<link rel="canonical" href="[^"]*\/filter\?cat=teas-snacks&amp;sort=newest"/);
});

test('plain catalogue and category lists come from the page cache; searches and sorts render per request', async ({
  request,
}) => {
  const cases: [url: string, cached: boolean][] = [
    ['/filter', true],
    ['/filter?page=2', true],
    ['/filter?cat=teas-snacks', true],
    ['/filter?cat=teas-snacks&page=1&utm_source=x', true],
    ['/filter?q=', true],
    ['/filter?q=tea', false],
    ['/filter?cat=teas-snacks&sort=newest', false],
    ['/filter?price=low_to_high', false],
    ['/filter?cat=Teas', false],
    ['/filter?page=0', false],
  ];
  for (const [url, cached] of cases) {
    await request.get(url); // the first visit of a page that is not prerendered fills the cache
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const headers = res.headers();
    expect({
      url,
      cached: /HIT|STALE/.test(headers['x-nextjs-cache'] ?? ''),
      perRequest: headers['x-nextjs-postponed'] === '1',
    }).toEqual({ url, cached, perRequest: !cached });
    // A cached list has its description and canonical link in the head, for every client.
    if (cached)
      expect((await res.text()).split('</head>')[0]).toMatch(
        /<meta name="description"[\s\S]*<link rel="canonical"|<link rel="canonical"[\s\S]*<meta name="description"/,
      );
  }
  // The list pages behind the rewrites answer only what a rewrite can produce.
  expect((await request.get('/filter/all/abc')).status()).toBe(404);
  expect((await request.get('/filter/category/Teas/1')).status()).toBe(404);
});

test('a cached category list and the same list rendered per request show the same products', async ({
  page,
}) => {
  await page.goto('/filter?cat=teas-snacks');
  const cached = await cardNames(page);
  expect(cached.length).toBeGreaterThan(0);
  // Newest first is the CMS's default order, so an explicit sort=newest is the same list.
  await page.goto('/filter?cat=teas-snacks&sort=newest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cardNames(page)).toEqual(cached);
});
