import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { LOW_STOCK_THRESHOLD } from '@common/constants';
import { adminAuditLog } from '../src/db/schema';
import type { AdminTestApp } from './support/admin';
import { consoleWithStaff } from './support/console-staff';
import { testDbKind } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { placeOrder } from './support/orders-fixtures';

type Json = Record<string, unknown>;

describe(`console catalogue and content (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cookie: string;
  let staffCookie: string;
  let categoryId: number;
  before(async () => {
    ({ t, owner: cookie, clerk: staffCookie } = await consoleWithStaff());
    categoryId = (await insertCategory(t.database.db, { slug: 'teas' })).id;
  });
  after(() => t.close());

  const product = (over: Json = {}) => ({
    name: 'Mountain Tea',
    price: 12.5,
    quantity: 3,
    category_id: categoryId,
    ...over,
  });

  test('create makes the slug from the name; a taken slug is 409; bad fields are 422 per field', async () => {
    const res = await t.admin('POST', '/products', {
      cookie,
      body: product({ detail: '<p>ok</p><script>x()</script>' }),
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.slug, 'mountain-tea');
    assert.equal(res.body.detail, '<p>ok</p>', 'rich text is sanitised on save');
    const again = await t.admin('POST', '/products', { cookie, body: product() });
    assert.equal(again.status, 409);
    assert.ok((again.body.errors as Json).slug);
    const bad = await t.admin('POST', '/products', {
      cookie,
      body: product({ name: '', price: -1, quantity: 1.5, slug: 'Bad Slug' }),
    });
    assert.equal(bad.status, 422);
    for (const f of ['name', 'price', 'quantity', 'slug'])
      assert.ok((bad.body.errors as Json)[f], `error for ${f}`);
    const noCategory = await t.admin('POST', '/products', {
      cookie,
      body: product({ slug: 'x-1', category_id: 999999 }),
    });
    assert.equal(noCategory.status, 422);
    const wrongType = await t.admin('POST', '/products', { cookie, body: product({ price: 'twelve' }) });
    assert.ok(wrongType.status === 400 || wrongType.status === 422);
  });

  test('list: search, stock filters, sorting, pagination with Content-Range', async () => {
    for (const [slug, quantity] of [
      ['low-one', 2],
      ['none-left', 0],
      ['plenty', 50],
    ] as const) {
      await insertProduct(t.database.db, categoryId, { slug, name: slug, quantity });
    }
    const list = async (filter: Json, extra = '') =>
      t.admin('GET', `/products?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, { cookie });
    const low = await list({ stock: 'low' });
    assert.ok(
      (low.body as Json[]).every((p) => Number(p.quantity) >= 1 && Number(p.quantity) <= LOW_STOCK_THRESHOLD),
    );
    assert.ok((low.body as Json[]).some((p) => p.slug === 'low-one'));
    const out = await list({ stock: 'out' });
    assert.deepEqual(
      (out.body as Json[]).map((p) => p.slug),
      ['none-left'],
    );
    const q = await list({ q: 'plen' });
    assert.deepEqual(
      (q.body as Json[]).map((p) => p.slug),
      ['plenty'],
    );
    const page = await list(
      {},
      `&sort=${encodeURIComponent('["quantity","DESC"]')}&range=${encodeURIComponent('[0,1]')}`,
    );
    assert.equal((page.body as Json[]).length, 2);
    assert.equal((page.body as Json[])[0]!.slug, 'plenty');
    assert.match(page.headers.get('content-range') ?? '', /^products 0-1\/\d+$/);
    assert.equal((await list({}, '&sort=["password","ASC"]')).status, 400);
  });

  test('bulk stock in one call; a bad row changes nothing', async () => {
    const [a, b] = await Promise.all([
      insertProduct(t.database.db, categoryId, { quantity: 1 }),
      insertProduct(t.database.db, categoryId, { quantity: 1 }),
    ]);
    const ok = await t.admin('POST', '/products/stock', {
      cookie: staffCookie,
      body: {
        items: [
          { id: a.id, quantity: 7 },
          { id: b.id, quantity: 9 },
        ],
      },
    });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.updated, 2);
    assert.equal((await t.admin('GET', `/products/${a.id}`, { cookie })).body.quantity, 7);
    const stockRows = (await t.database.db.select().from(adminAuditLog)).filter(
      (r) => r.action === 'product.stock' && [String(a.id), String(b.id)].includes(r.entityId ?? ''),
    );
    assert.deepEqual(
      stockRows.map((r) => [r.entityId, r.before, r.after, r.staffEmail]),
      [
        [String(a.id), { quantity: 1 }, { quantity: 7 }, 'clerk@example.com'],
        [String(b.id), { quantity: 1 }, { quantity: 9 }, 'clerk@example.com'],
      ],
      'an audit row per product with the stock before and after',
    );
    const bad = await t.admin('POST', '/products/stock', {
      cookie,
      body: {
        items: [
          { id: a.id, quantity: 1 },
          { id: b.id, quantity: -3 },
        ],
      },
    });
    assert.equal(bad.status, 422);
    assert.ok((bad.body.errors as Json)['items.1.quantity']);
    assert.equal((await t.admin('GET', `/products/${a.id}`, { cookie })).body.quantity, 7);
  });

  test('delete: a product an order references is refused and can be archived instead; others go', async () => {
    const ordered = await insertProduct(t.database.db, categoryId, { quantity: 5, slug: 'ordered-one' });
    await placeOrder(t.call, [{ product_id: ordered.id, qty: 1 }]);
    assert.equal((await t.admin('DELETE', `/products/${ordered.id}`, { cookie })).status, 409);
    const res = await t.admin('POST', `/products/${ordered.id}/archive`, { cookie });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.archived, true);
    assert.equal((await t.call('GET', '/product/get/ordered-one')).status, 404, 'hidden from the shop');
    const filter = await t.call('GET', '/product/filter?name=ordered');
    assert.equal((filter.body.data as unknown[]).length, 0);
    assert.equal((await t.admin('GET', `/products/${ordered.id}`, { cookie })).body.archived, true, 'kept');
    const loose = await insertProduct(t.database.db, categoryId, {});
    assert.equal((await t.admin('DELETE', `/products/${loose.id}`, { cookie })).status, 200);
    assert.equal((await t.admin('GET', `/products/${loose.id}`, { cookie })).status, 404);
  });

  test('roles: staff manage the catalogue but not staff; owners do', async () => {
    assert.equal((await t.admin('GET', '/staff', { cookie: staffCookie })).status, 403);
    assert.equal(
      (
        await t.admin('POST', '/staff', {
          cookie: staffCookie,
          body: { email: 'x@example.com', name: 'X', role: 'owner' },
        })
      ).status,
      403,
    );
    assert.equal((await t.admin('GET', '/staff', { cookie })).status, 200);
    assert.equal((await t.admin('GET', '/products', { cookie: staffCookie })).status, 200);
  });

  test('categories, banners, choose-us, pages and contact: CRUD with validation', async () => {
    const cat = await t.admin('POST', '/categories', {
      cookie,
      body: { name: 'Spices & Herbs', image: '/uploads/categories/x.webp' },
    });
    assert.equal(cat.status, 201, cat.text);
    assert.equal(cat.body.slug, 'spices-herbs');
    assert.equal(
      (
        await t.admin('POST', '/categories', {
          cookie,
          body: { name: 'Spices & Herbs', image: '/uploads/x.webp' },
        })
      ).status,
      409,
    );
    assert.equal((await t.admin('POST', '/categories', { cookie, body: { name: 'No Image' } })).status, 422);
    assert.equal(
      (await t.admin('DELETE', `/categories/${categoryId}`, { cookie })).status,
      409,
      'a category with products stays',
    );
    const banner = await t.admin('POST', '/banners', {
      cookie,
      body: { image: 'https://img.example/b.webp', status: true },
    });
    assert.equal(banner.status, 201, banner.text);
    const upd = await t.admin('PUT', `/banners/${banner.body.id}`, { cookie, body: { status: false } });
    assert.equal(upd.body.status, false);
    assert.equal(
      upd.body.image,
      'https://img.example/b.webp',
      'an update that says nothing of the image keeps it',
    );
    const choose = await t.admin('POST', '/choose-us', {
      cookie,
      body: { title: '', image: '/uploads/x.webp' },
    });
    assert.equal(choose.status, 422);
    const page = await t.admin('PUT', '/pages/terms', {
      cookie,
      body: { title: 'Terms', description: '<p>Be kind</p><img src=x onerror=alert(1)>' },
    });
    assert.equal(page.status, 200, page.text);
    assert.equal(page.body.description, '<p>Be kind</p>');
    const terms = await t.call('GET', '/toc-page/get');
    assert.equal(
      (terms.body.data as Json[])[0]!.description,
      '<p>Be kind</p>',
      'the shop shows the new text',
    );
    assert.equal((await t.admin('PUT', '/pages/nope', { cookie, body: { description: 'x' } })).status, 404);
    const contact = await t.admin('PUT', '/contact/1', {
      cookie,
      body: {
        phone: '1',
        email: 'shop@example.com',
        address: 'Kathmandu',
        youtube: 'javascript:alert(1)',
        facebook: '',
        instagram: '',
        map_embed_url: '',
      },
    });
    assert.equal(contact.status, 422);
    assert.ok((contact.body.errors as Json).youtube);
  });

  test('every change is in the audit log with before and after; the log is read-only', async () => {
    const created = await t.admin('POST', '/products', {
      cookie,
      body: product({ name: 'Audit Me', price: 1 }),
    });
    await t.admin('PUT', `/products/${created.body.id}`, {
      cookie,
      body: product({ name: 'Audit Me', slug: 'audit-me', price: 2 }),
    });
    const log = await t.admin(
      'GET',
      `/audit-log?filter=${encodeURIComponent(JSON.stringify({ entity: 'product', action: 'product.update' }))}`,
      { cookie },
    );
    assert.equal(log.status, 200);
    const entry = (log.body as Json[]).find((e) => e.entity_id === String(created.body.id))!;
    assert.equal((entry.before as Json).price, 1);
    assert.equal((entry.after as Json).price, 2);
    assert.equal(entry.staff_email, 'owner@example.com');
    for (const method of ['PUT', 'DELETE', 'POST']) {
      const res = await t.admin(method, `/audit-log/${String(entry.id)}`, { cookie, body: {} });
      assert.equal(res.status, 404, `${method} on the audit log`);
    }
    const rows = await t.database.db.select().from(adminAuditLog);
    assert.ok(rows.some((r) => r.action === 'staff.invite'));
  });

  test('uploads: re-encoded to WebP without EXIF, served at /uploads/; wrong content 415; too large 413', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS here' } })
      .toBuffer();
    assert.ok((await sharp(jpeg).metadata()).exif, 'the test image carries EXIF');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'application/octet-stream' }), 'photo.txt');
    const res = await t.admin('POST', '/uploads', { cookie, raw: form });
    assert.equal(res.status, 201, res.text);
    const url = String(res.body.url);
    assert.match(url, /^http:\/\/cms\.test\/uploads\/console\/[0-9a-f-]+\.webp$/);
    const served = await t.app.request(url.replace('http://cms.test', ''));
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.exif, undefined, 'no EXIF');
    const p = await t.admin('POST', '/products', {
      cookie,
      body: product({ name: 'With Photo', image_upload_id: res.body.id }),
    });
    assert.equal(p.status, 201, p.text);
    assert.equal(p.body.image, url);

    const text = new FormData();
    text.append('file', new Blob(['GIF89a not really an image'], { type: 'image/png' }), 'x.png');
    assert.equal((await t.admin('POST', '/uploads', { cookie, raw: text })).status, 415);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const gifForm = new FormData();
    gifForm.append('file', new Blob([new Uint8Array(gif)]), 'x.jpg');
    assert.equal((await t.admin('POST', '/uploads', { cookie, raw: gifForm })).status, 415);
    const big = new FormData();
    big.append('file', new Blob([new Uint8Array(10 * 1024 * 1024 + 10)]), 'big.jpg');
    assert.equal((await t.admin('POST', '/uploads', { cookie, raw: big })).status, 413);
    const broken = await t.admin('POST', '/uploads', {
      cookie,
      raw: '--x\r\nnonsense',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    assert.ok(broken.status >= 400 && broken.status < 500, String(broken.status));
  });

  test('CSV: export, dry run with a report per row, apply in one go, create and update by slug', async () => {
    const exported = await t.admin('GET', '/products/export.csv', { cookie });
    assert.equal(exported.status, 200);
    assert.match(
      exported.text.split('\n')[0]!,
      /^slug,name,price,quantity,category_slug,unit_in_gram,ingredients,featured,offer,home_order,detail/,
    );
    const csv = [
      'slug,name,price,quantity,category_slug,unit_in_gram,ingredients,featured,offer,home_order,detail',
      'mountain-tea,Mountain Tea,13.00,8,teas,100,leaves,true,false,1,<p>x</p>',
      'new-csv-item,New CSV Item,4.50,2,teas,,,false,false,0,',
      'bad-row,Bad Row,abc,2,nowhere,,,maybe,false,0,',
    ].join('\n');
    const headers = { 'Content-Type': 'text/csv' };
    const dry = await t.admin('POST', '/products/import?dry_run=1', { cookie, raw: csv, headers });
    assert.equal(dry.status, 200, dry.text);
    assert.equal(dry.body.rows, 3);
    const errors = dry.body.errors as { row: number; field: string }[];
    assert.deepEqual([...new Set(errors.map((e) => e.row))], [4], 'the header is row 1');
    assert.deepEqual(errors.map((e) => e.field).sort(), ['category_slug', 'featured', 'price']);
    const refused = await t.admin('POST', '/products/import', { cookie, raw: csv, headers });
    assert.equal(refused.status, 422);
    assert.equal((await t.call('GET', '/product/get/new-csv-item')).status, 404, 'nothing applied');
    const good = csv.split('\n').slice(0, 3).join('\n');
    const applied = await t.admin('POST', '/products/import', { cookie, raw: good, headers });
    assert.equal(applied.status, 200, applied.text);
    assert.equal(applied.body.creates, 1);
    assert.equal(applied.body.updates, 1);
    const shop = await t.call('GET', '/product/get/mountain-tea');
    assert.equal((shop.body.data as { product: Json }).product.quantity, 8);
    assert.equal((await t.call('GET', '/product/get/new-csv-item')).status, 200);
  });
});
