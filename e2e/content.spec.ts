import { expect, test, type APIRequestContext } from './support/test';

const cms = () => process.env.E2E_CMS_URL!;

async function firstRecord<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${cms()}/api/v1${path}`);
  expect(res.ok()).toBe(true);
  const first = ((await res.json()) as { data: T[] }).data[0];
  expect(first).toBeDefined();
  return first!;
}

/** The text of the first paragraph of rich text, as a browser shows it. */
function firstParagraph(html: string): string {
  const inner = html.match(/<p>([\s\S]*?)<\/p>/)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const policies = [
  { route: '/termsandconditions', api: '/toc-page/get' },
  { route: '/privacy-policy', api: '/privacy/get' },
  { route: '/return-policy', api: '/refund/get' },
];

for (const { route, api } of policies) {
  test(`${route} shows the CMS title and text`, async ({ page, request }) => {
    const record = await firstRecord<{ title: string; description: string }>(request, api);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: record.title })).toBeVisible();
    const paragraph = firstParagraph(record.description);
    expect(paragraph.length).toBeGreaterThan(20);
    await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(record.title));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(route);
    // Sub-headings of the rich text are real headings, not escaped markup.
    const h3 = record.description.match(/<h3>([^<]+)<\/h3>/)?.[1];
    if (h3) await expect(page.getByRole('heading', { level: 3, name: h3 })).toBeVisible();
    await expect(page.getByText('<p>')).toHaveCount(0);
  });
}

test('/about shows the CMS image and text', async ({ page, request }) => {
  const record = await firstRecord<{ image: string | null; description: string }>(request, '/about-page/get');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByText(firstParagraph(record.description), { exact: true })).toBeVisible();
  if (record.image) {
    const img = page.getByRole('img', { name: 'Inside our shop' });
    await expect(img).toBeVisible();
    // The optimiser serves the CMS image; it must really load.
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(20);
});

test('/contact shows the map, phone, email, address and social links from the CMS', async ({
  page,
  request,
}) => {
  const contact = await firstRecord<{
    phone: string;
    email: string;
    address: string;
    youtube: string;
    facebook: string;
    instagram: string;
    map_embed_url: string;
  }>(request, '/contact-page/get');
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(main.getByText(contact.phone, { exact: true })).toBeVisible();
  await expect(main.getByText(contact.email, { exact: true })).toBeVisible();
  await expect(main.getByText(contact.address, { exact: true })).toBeVisible();

  const map = main.locator('iframe');
  await expect(map).toHaveAttribute('title', /Map/);
  await expect(map).toHaveAttribute('loading', 'lazy');
  expect(await map.getAttribute('src')).toBe(contact.map_embed_url);

  await expect(main.getByRole('link', { name: 'TikTok' })).toHaveAttribute('href', contact.youtube);
  await expect(main.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', contact.facebook);
  await expect(main.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', contact.instagram);
});
