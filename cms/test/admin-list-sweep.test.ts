import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createAdminTestApp, type AdminTestApp } from './support/admin';
import { testDbKind } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';

/**
 * Every /api/admin route, read from the router itself (so a route added later is swept too), sent list
 * parameters and record ids that are malformed, out of range or named like Object.prototype's members:
 * the answer is never a 5xx.
 */
const PROTO_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const deep = (n: number): unknown => (n === 0 ? 1 : { a: deep(n - 1) });

const SORTS = [
  ...PROTO_NAMES.flatMap((name) => [`["${name}","ASC"]`, `["${name}","DESC"]`]),
  '["x"]',
  '[1,"ASC"]',
  '["id","UP"]',
  '{}',
  '"id"',
  '[',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  `["${'x'.repeat(5000)}","ASC"]`,
];
const RANGES = [
  '[-1,5]',
  '[5,1]',
  '[0,1e309]',
  '[0,9999999999999999999]',
  '[1e308,1e309]',
  '["a","b"]',
  '[0]',
  '{}',
  '[1.5,2]',
  '[0,-1]',
  'NaN',
];
const FILTER_VALUES: unknown[] = [
  9999999999999999999,
  99999999999,
  2147483648,
  -1,
  0,
  1.5,
  '1e309',
  'NaN',
  '+275760-09-13',
  '-271821-04-20',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '2026-13-45',
  [9999999999999999999],
  [{}],
  { __proto__: null, $gt: '' },
  deep(50),
  '__proto__',
];
/** Every filter key a console list reads, and prototype names. */
const FILTER_KEYS = [
  ...['id', 'q', 'category_id', 'stock', 'archived', 'staff_id', 'action', 'entity', 'from', 'to'],
  ...['status', 'read'],
  ...PROTO_NAMES,
];
const RAW_FILTERS = [
  '{"__proto__":{"id":1}}',
  '{"constructor":{"prototype":{"id":1}}}',
  '{"id":1e309}',
  '{"id":[1e309]}',
  'not json',
  '[]',
  'null',
  JSON.stringify(deep(3000)),
];
const BAD_IDS = ['1e309', '-1', '9999999999999999999', '2147483648', '__proto__', 'constructor', '0', '1.5'];
const ALSO_BAD_IDS = ['NaN', '%00', '..%2F..', 'toString'];

const enc = encodeURIComponent;

describe(`console API: no 5xx from any list parameter or id (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cookie: string;
  let routes: { method: string; path: string }[];
  before(async () => {
    t = await createAdminTestApp();
    const { secret } = await t.enrol('owner@example.com');
    cookie = await t.staffSignIn('owner@example.com', secret);
    const category = await insertCategory(t.database.db, { slug: 'teas' });
    await insertProduct(t.database.db, category.id, { slug: 'tea' });
    const seen = new Set<string>();
    routes = t.app.routes
      .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path.slice('/api/admin'.length) }))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
  });
  after(() => t.close());

  const send = async (method: string, path: string) => {
    const res = await t.admin(method, path, {
      cookie,
      ...(method === 'GET' ? {} : { raw: '{}', headers: { 'Content-Type': 'application/json' } }),
    });
    assert.ok(res.status < 500, `${method} ${path.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`);
    return res;
  };

  test('the router has the lists this sweep is about', () => {
    const lists = routes.filter((r) => r.method === 'GET' && !r.path.includes(':')).map((r) => r.path);
    for (const list of ['/products', '/categories', '/staff', '/audit-log', '/orders', '/customers'])
      assert.ok(lists.includes(list), `${list} is swept`);
  });

  test('sort, range and filter: malformed, out of range and prototype-named', async () => {
    const queries = [
      ...SORTS.map((s) => `sort=${enc(s)}`),
      ...RANGES.map((r) => `range=${enc(r)}`),
      ...RAW_FILTERS.map((f) => `filter=${enc(f)}`),
      ...FILTER_KEYS.flatMap((key) =>
        FILTER_VALUES.map((v) => `filter=${enc(`{${JSON.stringify(key)}:${JSON.stringify(v)}}`)}`),
      ),
    ];
    const lists = routes.filter((r) => r.method === 'GET' && !r.path.includes(':'));
    let sent = 0;
    for (const { path } of lists) {
      for (const q of queries) {
        await send('GET', `${path}?${q}`);
        sent++;
      }
    }
    assert.ok(sent > 1000, `${sent} list calls`);
  });

  test('an unknown or prototype-named sort field is a 400 that names the field', async () => {
    for (const list of ['/products', '/categories', '/banners', '/choose-us', '/staff', '/audit-log']) {
      const res = await send('GET', `${list}?sort=${enc('["__proto__","ASC"]')}`);
      assert.equal(res.status, 400, `${list}: ${res.text}`);
      assert.match(String(res.body.message), /__proto__/);
    }
  });

  test('dates far outside the calendar are a 400', async () => {
    for (const date of ['+275760-09-13', '-271821-04-20', '0000-01-01']) {
      for (const key of ['from', 'to']) {
        for (const list of ['/orders', '/audit-log']) {
          const res = await send('GET', `${list}?filter=${enc(JSON.stringify({ [key]: date }))}`);
          assert.equal(res.status, 400, `${list} ${key}=${date}: ${res.text}`);
        }
      }
    }
  });

  test('get, update, delete and operations by id: a bad id is a 4xx', async () => {
    const byId = routes.filter((r) => r.path.includes(':'));
    assert.ok(byId.length >= 15, `${byId.length} routes by id`);
    for (const { method, path } of byId) {
      for (const id of [...BAD_IDS, ...ALSO_BAD_IDS]) {
        await send(method, path.replace(/:[a-z]+(\{[^}]*\})?/, id));
      }
    }
  });
});
