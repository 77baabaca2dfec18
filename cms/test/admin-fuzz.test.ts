import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createAdminTestApp, setupToken, type AdminTestApp } from './support/admin';
import { testDbKind } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';

/**
 * Every call of the console API, sent malformed bodies under several content types, values of the wrong
 * type in every field, odd list queries and bodies over the limits: the answer is a 4xx (or a 2xx when
 * what arrived happens to be valid), never a 5xx, and a 422 names the fields it refuses.
 */
const CONTENT_TYPES = [
  'application/json',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
  'text/csv',
  '',
];

const BODIES = [
  '',
  'not json',
  '{"name":',
  '[]',
  'null',
  '12',
  '{}',
  '{"items":[{"id":1e309,"quantity":-1}],"email":{"$gt":""},"password":[1,2]}',
  '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nb\r\n',
  `{"${'k'.repeat(5000)}":1}`,
  '\u0000\u0001\uffff',
  'slug,name\n"unclosed,quote',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/** Field names of every console form, each sent as each of these wrong values. */
const FIELDS = [
  ...['name', 'slug', 'price', 'quantity', 'category_id', 'detail', 'unit_in_gram', 'ingredients'],
  ...['search_terms', 'image', 'image_upload_id', 'featured', 'offer', 'home_order', 'archived', 'items'],
  ...['status', 'sort_order', 'title', 'description', 'phone', 'email', 'address', 'youtube', 'facebook'],
  ...['instagram', 'map_embed_url', 'role', 'disabled', 'password', 'confirm_password', 'code'],
];
const WRONG = [
  null,
  1.5,
  -1,
  2 ** 53,
  'text',
  '',
  true,
  [],
  {},
  [1, 'a'],
  { $ne: 1 },
  '\u0000',
  'x'.repeat(300_000),
];

describe(`console API: bad input is a 4xx, never a 5xx (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cookie: string;
  let calls: [method: string, path: string][];
  before(async () => {
    t = await createAdminTestApp();
    const { secret } = await t.enrol('owner@example.com');
    cookie = await t.staffSignIn('owner@example.com', secret);
    const category = await insertCategory(t.database.db, { slug: 'teas' });
    const product = await insertProduct(t.database.db, category.id, { slug: 'tea' });
    const invited = await t.admin('POST', '/staff', {
      cookie,
      body: { email: 'clerk@example.com', name: 'Clerk', role: 'staff' },
    });
    const link = /\/admin\/#\/setup\/\S+/.exec(t.mailer.last('clerk@example.com')!.text)![0];
    const staffId = String(invited.body.id);
    calls = [
      ['POST', '/login'],
      ['GET', `/setup/${setupToken(link)}`],
      ['POST', `/setup/${setupToken(link)}`],
      ['POST', '/setup/not-a-token'],
      ['POST', '/owner-command'],
      ['GET', '/me'],
      ['POST', '/products'],
      ['PUT', `/products/${product.id}`],
      ['PUT', '/products/99999999999999999999'],
      ['POST', '/products/stock'],
      ['POST', '/products/import'],
      ['POST', '/products/import?dry_run=1'],
      ['POST', '/uploads'],
      ...['categories', 'banners', 'choose-us'].flatMap((r): [string, string][] => [
        ['POST', `/${r}`],
        ['PUT', `/${r}/1`],
      ]),
      ['PUT', '/banners/abc'],
      ['PUT', '/pages/terms'],
      ['PUT', '/pages/nope'],
      ['PUT', '/contact/1'],
      ['POST', '/staff'],
      ['PUT', `/staff/${staffId}`],
      ['DELETE', '/products/abc'],
      ['DELETE', '/categories/abc'],
    ];
  });
  after(() => t.close());

  const send = async (method: string, path: string, body: string, type: string) => {
    const res = await t.admin(method, path, {
      cookie,
      raw: method === 'GET' ? undefined : body,
      headers: type ? { 'Content-Type': type } : {},
    });
    assert.ok(
      res.status < 500,
      `${method} ${path} [${type}] ${JSON.stringify(body.slice(0, 80))} → ${res.status}`,
    );
    return res;
  };

  const unsafe = () => calls.filter(([method]) => method !== 'GET');

  test('malformed bodies under every content type', async () => {
    for (const [method, path] of calls.filter(([m]) => m === 'GET')) await send(method, path, '', '');
    for (const [method, path] of unsafe())
      for (const type of CONTENT_TYPES) for (const body of BODIES) await send(method, path, body, type);
  });

  test('a value of the wrong type in every field: 4xx, and a 422 says which fields', async () => {
    for (const [method, path] of unsafe().filter(([, p]) => !/import|uploads/.test(p))) {
      for (const value of WRONG) {
        const body = JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));
        const res = await send(method, path, body, 'application/json');
        if (res.status !== 422) continue;
        const errors = res.body.errors as Record<string, string> | undefined;
        assert.ok(
          errors && Object.keys(errors).length > 0,
          `${method} ${path} ${String(value)}: no field errors`,
        );
      }
    }
  });

  test('odd list queries and ids: 4xx', async () => {
    const queries = [
      'filter=not-json',
      'filter=[1]',
      'range=[a]',
      'range=[0,1e9]',
      'range=[-5,2]',
      'sort=["x"]',
    ];
    const filters = [
      { stock: 1 },
      { category_id: 'x' },
      { q: {} },
      { id: [{}] },
      { from: 'x' },
      { staff_id: 'a' },
    ];
    queries.push(...filters.map((f) => `filter=${encodeURIComponent(JSON.stringify(f))}`));
    for (const list of ['products', 'categories', 'banners', 'choose-us', 'pages', 'staff', 'audit-log'])
      for (const q of queries) await send('GET', `/${list}?${q}`, '', '');
    for (const path of ['/products/99999999999999999999', '/audit-log/abc', '/pages/nope', '/staff/-1'])
      assert.equal((await send('GET', path, '', '')).status, 404, path);
  });

  test('bodies over the limits are 413, with or without a length', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    for (const [method, path] of unsafe().filter(([, p]) => !/import|uploads/.test(p)))
      assert.equal((await send(method, path, big, 'application/json')).status, 413, `${method} ${path}`);
    const huge = 'a'.repeat(22 * 1024 * 1024);
    assert.equal((await send('POST', '/products/import', huge, 'text/csv')).status, 413);
    assert.equal((await send('POST', '/uploads', huge, 'multipart/form-data; boundary=xyz')).status, 413);
    const stream = new Blob([big]).stream();
    const res = await t.app.request('/api/admin/products', {
      method: 'POST',
      headers: { Origin: 'http://cms.test', Cookie: cookie, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    assert.equal(res.status, 413);
  });
});
