import { expect, test } from './support/test';

test('the home page shows a product from the seeded catalogue', async ({ page, request }) => {
  const cms = process.env.E2E_CMS_URL;
  const res = await request.get(`${cms}/api/v1/product/getFeature`);
  const body = (await res.json()) as { products: { data: { name: string }[] } };
  const first = body.products.data[0];
  expect(first).toBeDefined();

  await page.goto('/');
  await expect(page.getByText(first!.name, { exact: true }).first()).toBeVisible();
});
