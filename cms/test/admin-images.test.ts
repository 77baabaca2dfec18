import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CONSOLE_MSG } from '@common/messages';
import { createAdminTestApp, type AdminTestApp } from './support/admin';
import { testDbKind } from './support/harness';
import { insertCategory } from './support/fixtures';

/** Every image field of the console is normalised (URL parsing, dot segments) before it is checked. */
describe(`console API: image addresses normalised before they are checked (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cookie: string;
  let categoryId: number;
  let forms: { method: string; path: string; body: Record<string, unknown> }[];
  before(async () => {
    t = await createAdminTestApp();
    const { secret } = await t.enrol('owner@example.com');
    cookie = await t.staffSignIn('owner@example.com', secret);
    categoryId = (await insertCategory(t.database.db, { slug: 'teas' })).id;
    forms = [
      { method: 'POST', path: '/banners', body: { status: true } },
      { method: 'POST', path: '/categories', body: { name: 'Spices' } },
      { method: 'POST', path: '/choose-us', body: { title: 'Fresh' } },
      {
        method: 'POST',
        path: '/products',
        body: { name: 'Tea', price: 1, quantity: 1, category_id: categoryId },
      },
      { method: 'PUT', path: '/pages/about', body: { title: 'About', description: '<p>Us</p>' } },
    ];
  });
  after(() => t.close());

  const bad = (cms: string) => [
    `${cms}/uploads/../../etc/passwd`,
    '/uploads/../../etc/passwd',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/..%2f..%2fetc/passwd',
    `${cms}/uploads/%2E%2E/%2E%2E/etc/passwd`,
    '/uploads\\..\\..\\etc\\passwd',
    `${cms}/uploads\\..\\secret`,
    'https://img.example/a/%2e%2e/%2e%2e/b.webp',
    '//evil.example/x.webp',
    'http://user:pw@evil.example/x.webp',
    'javascript:alert(1)',
    'file:///etc/passwd',
    `${cms}/etc/passwd`,
    '/etc/passwd',
  ];

  test('a traversal, encoded or not, is refused by every image field', async () => {
    const cms = t.config.publicUrl;
    for (const form of forms) {
      for (const image of bad(cms)) {
        const res = await t.admin(form.method, form.path, { cookie, body: { ...form.body, image } });
        assert.equal(res.status, 422, `${form.path} ${image}: ${res.text}`);
        assert.equal((res.body.errors as Record<string, string>).image, CONSOLE_MSG.records.imageAddress);
      }
    }
  });

  test("the CMS's own uploads and outside addresses are stored in their normalised form", async () => {
    const cms = t.config.publicUrl;
    const cases: [sent: string, served: string][] = [
      [`${cms}/uploads/a.webp`, `${cms}/uploads/a.webp`],
      ['/uploads/x/../b.webp', `${cms}/uploads/b.webp`],
      ['https://img.example/a/../b.webp', 'https://img.example/b.webp'],
    ];
    for (const form of forms) {
      for (const [i, [image, served]] of cases.entries()) {
        // Categories and products make their slug from the name: one name per record.
        const named = 'name' in form.body ? { name: `${String(form.body.name)} ${i}` } : {};
        const res = await t.admin(form.method, form.path, {
          cookie,
          body: { ...form.body, ...named, image },
        });
        assert.ok(res.status === 200 || res.status === 201, `${form.path} ${image}: ${res.text}`);
        assert.equal(res.body.image, served, `${form.path} ${image}`);
      }
    }
  });
});
