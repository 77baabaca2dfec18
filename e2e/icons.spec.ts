import { expect, test } from './support/test';

test('the site icon is served, so no page logs a favicon 404', async ({ request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/icon/);

  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*"[^>]*type="image\/svg\+xml"/);
});
