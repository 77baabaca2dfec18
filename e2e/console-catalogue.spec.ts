import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { consoleUrl, signedInOwner } from './support/console';

// Setting up an owner waits for an authenticator time step; the shop's purge takes a moment too.
test.setTimeout(180_000);

/** The storefront shows a console change within 5 s (its purge); reloading until then. */
async function expectInShop(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 15_000, intervals: [500, 1000] });
}

async function aPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .toBuffer();
}

test.describe('the console’s catalogue', () => {
  test('a product created with a photo shows in the shop, and so does its new stock', async ({ page }) => {
    const shop = test.info().project.use.baseURL ?? '';
    await signedInOwner(page, 'catalogue');
    const name = `Console Masala ${Date.now()}`;
    await page.goto(consoleUrl('/products/create'));
    await page.getByLabel(/^Name\b/).fill(name);
    // The slug follows the name.
    await expect(page.getByLabel(/^Slug\b/)).toHaveValue(name.toLowerCase().replace(/ /g, '-'));
    const slug = await page.getByLabel(/^Slug\b/).inputValue();
    await page.getByLabel(/^Price \(\$\)/).fill('12.34');
    await page.getByLabel(/^Stock\b/).fill('7');
    await page.getByLabel(/^Category\b/).click();
    await page.getByRole('option', { name: 'Teas & Snacks' }).click();
    await page.locator('.ProseMirror').fill('A warming blend made in the console.');
    await page.getByLabel(/^Net weight \(g\)/).fill('250');
    await page.getByLabel(/^Ingredients\b/).fill('Cardamom, cloves');
    const otherName = `kadakchai${Date.now()}`;
    await page.getByLabel(/^Search terms\b/).fill(otherName);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'masala.jpg',
      mimeType: 'image/jpeg',
      buffer: await aPhoto(),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product saved')).toBeVisible();

    await expectInShop(page, `${shop}/product/${slug}`, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText('In Stock: 7')).toBeVisible({ timeout: 1000 });
    });
    await expect(page.getByRole('img', { name })).toBeVisible();
    await expect(page.getByText('A warming blend made in the console.')).toBeVisible();
    // The shop's search finds it by the other name typed into 'Search terms'.
    await page.goto(`${shop}/filter?q=${otherName}`);
    await expect(page.getByRole('link', { name })).toBeVisible();

    // Stock typed into the list, saved for all changed rows at once.
    await page.goto(consoleUrl('/products'));
    await page.getByPlaceholder('Search name or slug').fill(name);
    const stock = page.getByLabel(`Stock of ${name}`);
    await expect(stock).toHaveValue('7');
    await stock.fill('3');
    await page.getByRole('button', { name: 'Save stock (1)' }).click();
    await expect(page.getByText('Stock saved for 1 product')).toBeVisible();
    await expectInShop(page, `${shop}/product/${slug}`, async () => {
      await expect(page.getByText('In Stock: 3')).toBeVisible({ timeout: 1000 });
    });

    // The audit log has both changes, by this owner, with the values before and after.
    await page.goto(consoleUrl('/audit-log'));
    await page.getByLabel(/^Record type\b/).click();
    await page.getByRole('option', { name: 'product' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'product.create' }).first()).toBeVisible();
    const stockRow = page
      .getByRole('row')
      .filter({ hasText: /product\.(stock|update)/ })
      .first();
    await stockRow.click();
    await expect(page.getByText('Before', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('After', { exact: true }).first()).toBeVisible();
  });

  test('a CSV import with one bad row is reported row by row; the fixed file applies', async ({ page }) => {
    await signedInOwner(page, 'import');
    const stamp = Date.now();
    const header =
      'slug,name,price,quantity,category_slug,unit_in_gram,ingredients,featured,offer,home_order,detail,search_terms';
    const good = [
      `import-ok-${stamp},Imported Tea ${stamp},4.50,10,teas-snacks,100,Tea,false,false,0,<p>Tea</p>,chai`,
      `import-ok2-${stamp},Imported Chips ${stamp},2.25,8,teas-snacks,75,Potato,false,false,0,,`,
    ];
    const bad = `import-bad-${stamp},Imported Snack ${stamp},not-a-price,5,teas-snacks,50,Corn,false,false,0,,`;
    const file = (rows: string[]) => ({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\n')),
    });
    const found = async (slug: string) => {
      const filter = encodeURIComponent(JSON.stringify({ q: slug }));
      const res = await page.request.get(`${process.env.E2E_CMS_URL}/api/admin/products?filter=${filter}`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as unknown[]).length;
    };

    await page.goto(consoleUrl('/products'));
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.getByLabel('CSV file').setInputFiles(file([good[0] ?? '', bad, good[1] ?? '']));
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    await expect(page.getByText(/^3 rows: .* 1 problem to fix/)).toBeVisible();
    const report = page.getByRole('row').filter({ hasText: 'price' });
    await expect(report).toHaveCount(1);
    // Numbered as a spreadsheet shows it: the header is row 1, the bad line row 3.
    await expect(report.getByRole('cell').nth(0)).toHaveText('3');
    await expect(report.getByRole('cell').nth(2)).toHaveText('price');
    await expect(report.getByRole('cell').nth(3)).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(await found(`import-ok-${stamp}`)).toBe(0);

    await page.getByLabel('CSV file').setInputFiles(file(good));
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    await expect(
      page.getByText('2 rows: 2 to create, 0 to update, 0 unchanged. No problems found'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Imported: 2 created, 0 updated, 0 unchanged.')).toBeVisible();
    expect(await found(`import-ok-${stamp}`)).toBe(1);
    expect(await found(`import-ok2-${stamp}`)).toBe(1);
  });
});
