import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { CSV_MAX_BYTES } from '@common/constants';
import { CONSOLE_MSG } from '@common/messages';
import { adminAuditLog, products } from '../src/db/schema';
import { createAdminTestApp, type AdminTestApp } from './support/admin';
import { testDbKind } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';

const csvHeaders = { 'Content-Type': 'text/csv' };
/** Names a spreadsheet would run as formulae, and apostrophes that are part of a name. */
const NAMES = ['=SUM(1)', '+plant', '-x', '@home', "'=quoted", "'tis tea", 'Plain Tea'];

describe(`console: a CSV export imports back unchanged; counts, rows and the cap (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cookie: string;
  before(async () => {
    t = await createAdminTestApp();
    const { secret } = await t.enrol('owner@example.com');
    cookie = await t.staffSignIn('owner@example.com', secret);
    const category = await insertCategory(t.database.db, { slug: 'teas' });
    for (const [i, name] of NAMES.entries())
      await insertProduct(t.database.db, category.id, { slug: `p${i}`, name, ingredients: name });
  });
  after(() => t.close());

  const importCsv = (csv: string, dryRun = false) =>
    t.admin('POST', `/products/import${dryRun ? '?dry_run=1' : ''}`, {
      cookie,
      raw: csv,
      headers: csvHeaders,
    });
  const exportCsv = async () => (await t.admin('GET', '/products/export.csv', { cookie })).text;
  const importAudits = async () =>
    t.database.db
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.action} like 'product.import.%' and ${adminAuditLog.at} = ${t.clock.now()}`);
  const names = async () =>
    (await t.database.db.select().from(products).orderBy(products.id)).map((p) => [p.name, p.ingredients]);

  test('the export guards formulae and the same file imports back as 0 changes', async () => {
    const csv = await exportCsv();
    assert.match(csv, /,"'=SUM\(1\)",/, 'a spreadsheet shows the formula as text');
    assert.match(csv, /,"''=quoted",/);
    const namesBefore = await names();
    t.advance(1000);
    const dry = await importCsv(csv, true);
    assert.equal(dry.status, 200, dry.text);
    assert.deepEqual(
      { creates: dry.body.creates, updates: dry.body.updates, unchanged: dry.body.unchanged },
      { creates: 0, updates: 0, unchanged: NAMES.length },
    );
    const applied = await importCsv(csv);
    assert.equal(applied.status, 200, applied.text);
    assert.deepEqual(
      { creates: applied.body.creates, updates: applied.body.updates, unchanged: applied.body.unchanged },
      { creates: 0, updates: 0, unchanged: NAMES.length },
    );
    assert.deepEqual(await names(), namesBefore);
    assert.deepEqual(
      (await names()).map(([name]) => name),
      NAMES,
    );
    assert.equal((await importAudits()).length, 0, 'no audit row for an unchanged product');
  });

  test('an export with 3 rows changed counts and audits those 3 only', async () => {
    const [header, ...lines] = (await exportCsv()).split(/\r?\n/);
    const edited = lines.map((l, i) => (i < 3 ? l.replace(/^(p\d+,[^,]+),\d+\.\d\d,/, '$1,99.00,') : l));
    t.advance(1000);
    const applied = await importCsv([header, ...edited].join('\n'));
    assert.equal(applied.status, 200, applied.text);
    assert.deepEqual(
      { creates: applied.body.creates, updates: applied.body.updates, unchanged: applied.body.unchanged },
      { creates: 0, updates: 3, unchanged: NAMES.length - 3 },
    );
    const audits = await importAudits();
    assert.equal(audits.length, 3, JSON.stringify(audits.map((a) => a.entityId)));
    for (const a of audits) assert.deepEqual(a.after, { price: 99 }, 'only the changed field');
    assert.deepEqual(audits.map((a) => a.entityLabel).sort(), ['+plant', '-x', '=SUM(1)']);
    const [p0] = await t.database.db.select().from(products).where(eq(products.slug, 'p0'));
    assert.equal(p0!.priceCents, 9900);
    assert.equal(p0!.name, '=SUM(1)');
  });

  test('error rows are numbered as a spreadsheet shows them, and name the product', async () => {
    const csv = [
      'slug,name,price,quantity,category_slug',
      'good-one,Good One,1.00,1,teas',
      '',
      'bad-price,Bad Price,abc,1,teas',
      ',Nameless Slugless,1.00,x,teas',
    ].join('\n');
    const dry = await importCsv(csv, true);
    assert.equal(dry.status, 200, dry.text);
    assert.deepEqual(dry.body.errors, [
      {
        row: 4,
        field: 'price',
        message: 'Price must be a number of dollars with at most two decimals',
        product: 'bad-price',
      },
      {
        row: 5,
        field: 'quantity',
        message: 'quantity must be a whole number of at least 0',
        product: 'Nameless Slugless',
      },
    ]);
    assert.equal(dry.body.rows, 3, 'the blank line is numbered but is no product');
  });

  test(`a CSV of exactly ${CSV_MAX_BYTES} bytes is read; one byte more is a 413 that says so`, async () => {
    const head = 'slug,name,price,quantity,category_slug,note\nbig-file,Big File,1.00,1,teas,';
    const exact = head + 'x'.repeat(CSV_MAX_BYTES - head.length);
    assert.equal(Buffer.byteLength(exact), CSV_MAX_BYTES);
    const ok = await importCsv(exact, true);
    assert.equal(ok.status, 200, ok.text.slice(0, 300));
    assert.deepEqual(ok.body.errors, []);
    const over = await importCsv(`${exact}x`, true);
    assert.equal(over.status, 413);
    assert.equal(over.body.message, CONSOLE_MSG.csv.tooLarge);
    const withLength = await t.admin('POST', '/products/import?dry_run=1', {
      cookie,
      raw: `${exact}x`,
      headers: { ...csvHeaders, 'Content-Length': String(CSV_MAX_BYTES + 1) },
    });
    assert.equal(withLength.status, 413);
  });
});
