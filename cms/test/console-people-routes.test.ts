import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import { adminAuditLog, contactMessages, enquiries } from '../src/db/schema';
import type { AdminTestApp } from './support/admin';
import { consoleWithStaff, rowsOf } from './support/console-staff';
import { testDbKind } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { payAndUpdate, placeOrder, signedInUser } from './support/orders-fixtures';

type Json = Record<string, unknown>;

describe(`console customers, inbox, subscribers and dashboard (${testDbKind})`, () => {
  let t: AdminTestApp;
  let owner: string;
  let clerk: string;
  let categoryId: number;
  before(async () => {
    ({ t, owner, clerk } = await consoleWithStaff());
    categoryId = (await insertCategory(t.database.db)).id;
  });
  after(() => t.close());

  const lastAudit = async () =>
    (await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0];

  test('every route needs a staff session', async () => {
    for (const path of ['/customers', '/customers/1', '/messages', '/subscribers', '/dashboard']) {
      assert.equal((await t.admin('GET', path)).status, 401, path);
    }
    assert.equal((await t.admin('PUT', '/messages/1', { body: { read: true } })).status, 401);
  });

  test('customers: search, detail with orders and total spent, never a hash, token or code', async () => {
    const { user, token } = await signedInUser(t, { name: 'Pema Sherpa', email: 'pema@example.com' });
    const product = await insertProduct(t.database.db, categoryId, { priceCents: 4000, quantity: 10 });
    const { payment } = await placeOrder(t.call, [{ product_id: product.id, qty: 1 }], token);
    assert.equal((await payAndUpdate(t.call, payment)).status, 200);
    const filter = encodeURIComponent(JSON.stringify({ q: 'pema' }));
    const list = await t.admin('GET', `/customers?filter=${filter}`, { cookie: clerk });
    assert.equal(list.status, 200, list.text);
    assert.deepEqual(
      rowsOf(list).map((c: Json) => c.id),
      [user.id],
    );
    assert.match(list.headers.get('content-range') ?? '', /^customers 0-0\/1$/);
    const detail = await t.admin('GET', `/customers/${user.id}`, { cookie: clerk });
    assert.equal(detail.status, 200, detail.text);
    assert.equal((detail.body.orders as Json[]).length, 1);
    assert.ok(Number(detail.body.total_spent) > 0);
    for (const text of [list.text, detail.text]) {
      assert.doesNotMatch(text, /password|not-used|token|"code"/i);
      assert.ok(!text.includes(token));
    }
    assert.equal((await t.admin('GET', '/customers/999999', { cookie: clerk })).status, 404);
  });

  test('inbox: unread filter, read toggle audited, reply link; bad input is 4xx', async () => {
    const [msg] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Dawa', email: 'dawa@example.com', message: 'Do you ship to Canada?' })
      .returning();
    const unread = encodeURIComponent(JSON.stringify({ read: false }));
    const list = await t.admin('GET', `/messages?filter=${unread}`, { cookie: clerk });
    assert.equal(list.status, 200, list.text);
    const row = rowsOf(list).find((m: Json) => m.id === msg!.id) as Json;
    assert.equal(row.read, false);
    assert.match(String(row.reply_url), /^mailto:dawa@example\.com\?subject=/);
    const marked = await t.admin('PUT', `/messages/${msg!.id}`, { cookie: clerk, body: { read: true } });
    assert.equal(marked.status, 200, marked.text);
    assert.equal(marked.body.read, true);
    const entry = await lastAudit();
    assert.equal(entry?.action, 'contact_message.read');
    assert.equal(entry?.staffEmail, 'clerk@example.com');
    assert.deepEqual(entry?.before, { read: false });
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, msg!.id));
    assert.ok(stored?.readAt);
    assert.equal(
      (await t.admin('PUT', `/messages/${msg!.id}`, { cookie: clerk, body: { read: 'yes' } })).status,
      422,
    );
    assert.equal(
      (await t.admin('PUT', '/messages/999999', { cookie: clerk, body: { read: true } })).status,
      404,
    );
    const badFilter = encodeURIComponent(JSON.stringify({ read: 'maybe' }));
    assert.equal((await t.admin('GET', `/messages?filter=${badFilter}`, { cookie: clerk })).status, 400);
  });

  test('subscribers: list and a CSV export with formulae escaped', async () => {
    await t.database.db.insert(enquiries).values([{ email: 'a@example.com' }, { email: '=cmd@example.com' }]);
    const list = await t.admin('GET', '/subscribers', { cookie: clerk });
    assert.equal(list.status, 200, list.text);
    assert.equal(rowsOf(list).length, 2);
    const csv = await t.admin('GET', '/subscribers/export.csv', { cookie: clerk });
    assert.equal(csv.status, 200);
    assert.match(csv.text, /^email,subscribed_at/);
    assert.match(csv.text, /a@example\.com/);
    assert.match(csv.text, /'=cmd@example\.com/, 'a formula is kept as text');
  });

  test('dashboard: sales per day, waiting to ship, low stock below the owner-set threshold', async () => {
    const few = await insertProduct(t.database.db, categoryId, { quantity: 7 });
    const board = await t.admin('GET', '/dashboard', { cookie: clerk });
    assert.equal(board.status, 200, board.text);
    const sales = board.body.sales as Json;
    assert.equal((sales.per_day as unknown[]).length, 30);
    assert.ok(Number(sales.today) > 0, 'the paid order above is today');
    assert.ok(Number(board.body.orders_waiting_to_ship) >= 1);
    const low = () => (board.body.low_stock as { products: Json[] }).products.some((p) => p.id === few.id);
    assert.equal(low(), false, 'the default threshold is below 7');
    const refused = await t.admin('PUT', '/dashboard/settings', {
      cookie: clerk,
      body: { low_stock_threshold: 10 },
    });
    assert.equal(refused.status, 403, 'only an owner sets the threshold');
    const bad = await t.admin('PUT', '/dashboard/settings', {
      cookie: owner,
      body: { low_stock_threshold: -1 },
    });
    assert.equal(bad.status, 422);
    const set = await t.admin('PUT', '/dashboard/settings', {
      cookie: owner,
      body: { low_stock_threshold: 10 },
    });
    assert.equal(set.status, 200, set.text);
    assert.equal((await lastAudit())?.action, 'dashboard.settings');
    const again = await t.admin('GET', '/dashboard', { cookie: clerk });
    assert.equal((again.body.low_stock as Json).threshold, 10);
    assert.ok((again.body.low_stock as { products: Json[] }).products.some((p) => p.id === few.id));
  });
});
