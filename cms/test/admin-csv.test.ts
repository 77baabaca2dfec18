import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { SEARCH_TERMS_MAX } from '@common/contract/admin';
import { adminAuditLog, products } from '../src/db/schema';
import { createAdminTestApp, type AdminTestApp } from './support/admin';
import { testDbKind } from './support/harness';
import { insertCategory } from './support/fixtures';

type Json = Record<string, unknown>;
const HEADER = 'slug,name,price,quantity,category_slug,unit_in_gram,ingredients,featured,offer,home_order';
const csvHeaders = { 'Content-Type': 'text/csv' };

describe(`console: search terms, and the audit of a CSV import (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cookie: string;
  let categoryId: number;
  before(async () => {
    t = await createAdminTestApp();
    const { secret } = await t.enrol('owner@example.com');
    cookie = await t.staffSignIn('owner@example.com', secret);
    categoryId = (await insertCategory(t.database.db, { slug: 'herbs', name: 'Herbs' })).id;
  });
  after(() => t.close());

  const importCsv = (csv: string) =>
    t.admin('POST', '/products/import', { cookie, raw: csv, headers: csvHeaders });
  const shopSearch = async (words: string) => {
    const res = await t.call('GET', `/product/filter?name=${encodeURIComponent(words)}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.body.data as { slug: string }[]).map((p) => p.slug);
  };
  const productRow = async (slug: string) =>
    (await t.database.db.select().from(products).where(eq(products.slug, slug)))[0]!;

  test('the product form edits search terms, and the shop finds the product by them', async () => {
    const body = { name: 'Holy Basil', price: 4, quantity: 2, category_id: categoryId };
    const created = await t.admin('POST', '/products', { cookie, body: { ...body, search_terms: 'tulasi' } });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.search_terms, 'tulasi');
    assert.deepEqual(await shopSearch('tulasi'), ['holy-basil']);
    const id = String(created.body.id);
    const kept = await t.admin('PUT', `/products/${id}`, { cookie, body: { ...body, price: 5 } });
    assert.equal(kept.body.search_terms, 'tulasi', 'a form without the field keeps the terms');
    const changed = await t.admin('PUT', `/products/${id}`, {
      cookie,
      body: { ...body, search_terms: 'ocimum sanctum' },
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal((await t.admin('GET', `/products/${id}`, { cookie })).body.search_terms, 'ocimum sanctum');
    assert.deepEqual(await shopSearch('sanctum'), ['holy-basil']);
    const tooLong = await t.admin('PUT', `/products/${id}`, {
      cookie,
      body: { ...body, search_terms: 'x'.repeat(SEARCH_TERMS_MAX + 1) },
    });
    assert.equal(tooLong.status, 422);
    assert.ok((tooLong.body.errors as Json).search_terms);
    const wrongType = await t.admin('PUT', `/products/${id}`, { cookie, body: { ...body, search_terms: 7 } });
    assert.equal(wrongType.status, 422);
  });

  test('CSV: search_terms is exported and imported; a file without the column keeps them', async () => {
    const exported = await t.admin('GET', '/products/export.csv', { cookie });
    const [header, ...lines] = exported.text.trim().split(/\r?\n/);
    assert.match(header!, /,detail,search_terms$/);
    assert.ok(lines.some((l) => l.startsWith('holy-basil,') && l.endsWith(',ocimum sanctum')));
    const withTerms = await importCsv(
      `${HEADER},search_terms\nholy-basil,Holy Basil,5.00,2,herbs,,,false,false,0,"tulsi, tulasi"`,
    );
    assert.equal(withTerms.status, 200, withTerms.text);
    assert.equal((await productRow('holy-basil')).searchTerms, 'tulsi, tulasi');
    assert.deepEqual(await shopSearch('tulsi'), ['holy-basil']);
    const without = await importCsv(`${HEADER}\nholy-basil,Holy Basil,6.00,2,herbs,,,false,false,0`);
    assert.equal(without.status, 200, without.text);
    const row = await productRow('holy-basil');
    assert.equal(row.priceCents, 600);
    assert.equal(row.searchTerms, 'tulsi, tulasi', 'a column the file leaves out is kept');
    const dry = await t.admin('POST', '/products/import?dry_run=1', {
      cookie,
      raw: `${HEADER},search_terms\nholy-basil,Holy Basil,6.00,2,herbs,,,false,false,0,${'y'.repeat(SEARCH_TERMS_MAX + 1)}`,
      headers: csvHeaders,
    });
    assert.deepEqual(dry.body.errors, [
      {
        row: 2,
        field: 'search_terms',
        message: `Search terms must be at most ${SEARCH_TERMS_MAX} characters`,
        product: 'holy-basil',
      },
    ]);
  });

  test('an import appends an audit row per product with the values before and after', async () => {
    const before = await productRow('holy-basil');
    const csv = [
      `${HEADER},search_terms`,
      'holy-basil,Holy Basil,7.25,9,herbs,,,false,false,0,"tulsi, tulasi"',
      'lemon-balm,Lemon Balm,3.50,4,herbs,50,leaves,true,false,2,melissa',
    ].join('\n');
    t.advance(1000); // so this import's rows are the ones at the clock's time
    const applied = await importCsv(csv);
    assert.equal(applied.status, 200, applied.text);
    const rows = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.action} like 'product.import%' and ${adminAuditLog.at} = ${t.clock.now()}`);
    const byAction = (action: string) => rows.filter((r) => r.action === action);
    assert.equal(rows.length, 3, JSON.stringify(rows.map((r) => r.action)));
    const [update] = byAction('product.import.update');
    assert.equal(update!.entityId, String(before.id));
    assert.equal(update!.staffEmail, 'owner@example.com');
    assert.equal(update!.entityLabel, 'Holy Basil', 'the row names the product');
    assert.deepEqual(update!.before, { price: 6, quantity: 2 }, 'only what changed');
    assert.deepEqual(update!.after, { price: 7.25, quantity: 9 });
    const [create] = byAction('product.import.create');
    assert.equal(create!.entityId, String((await productRow('lemon-balm')).id));
    assert.equal(create!.before, null);
    assert.deepEqual(create!.after, {
      slug: 'lemon-balm',
      name: 'Lemon Balm',
      price: 3.5,
      quantity: 4,
      category_slug: 'herbs',
      unit_in_gram: 50,
      ingredients: 'leaves',
      featured: true,
      offer: false,
      home_order: 2,
      detail: null,
      search_terms: 'melissa',
    });
    assert.deepEqual(byAction('product.import')[0]!.after, { rows: 2, creates: 1, updates: 1, unchanged: 0 });
    const listed = await t.admin(
      'GET',
      `/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'product.import.update' }))}`,
      { cookie },
    );
    assert.ok((listed.body as Json[]).some((e) => e.entity_id === String(before.id)));
  });

  test('the audit rows are in the import transaction: when they cannot be written, nothing changes', async () => {
    const db = t.database.db;
    await db.execute(sql`CREATE FUNCTION refuse_import_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END; $$`);
    await db.execute(sql`CREATE TRIGGER refuse_import_audit BEFORE INSERT ON admin_audit_log FOR EACH ROW
      WHEN (NEW.action = 'product.import.create') EXECUTE FUNCTION refuse_import_audit()`);
    try {
      const res = await importCsv(
        `${HEADER}\nholy-basil,Holy Basil,8.00,1,herbs,,,false,false,0\nmint,Mint,1.00,1,herbs,,,false,false,0`,
      );
      assert.equal(res.status, 500);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_import_audit ON admin_audit_log`);
    }
    assert.equal((await productRow('holy-basil')).priceCents, 725, 'the update was rolled back');
    assert.equal((await db.select().from(products).where(eq(products.slug, 'mint'))).length, 0);
  });
});
