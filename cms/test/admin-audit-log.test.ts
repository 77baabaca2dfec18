import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import { adminAuditLog } from '../src/db/schema';
import type { AdminTestApp } from './support/admin';
import { consoleWithStaff, rowsOf } from './support/console-staff';
import { testDbKind } from './support/harness';
import { insertCategory } from './support/fixtures';
import { paidOrder } from './support/order-ops-fixtures';

type Json = Record<string, unknown>;
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe(`console: the audit log names records, shows changes, keeps staff rows to owners (${testDbKind})`, () => {
  let t: AdminTestApp;
  let owner: string;
  let clerk: string;
  let categoryId: number;
  before(async () => {
    ({ t, owner, clerk } = await consoleWithStaff());
    categoryId = (await insertCategory(t.database.db, { slug: 'teas' })).id;
  });
  after(() => t.close());

  const lastRow = async (action: string) =>
    (
      await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, action))
        .orderBy(desc(adminAuditLog.id))
        .limit(1)
    )[0];

  test('an edit names the product and keeps only the fields that changed', async () => {
    const body = {
      name: 'Holy Basil',
      price: 4,
      quantity: 2,
      category_id: categoryId,
      detail: '<p>A long description</p>',
    };
    const created = await t.admin('POST', '/products', { cookie: clerk, body });
    assert.equal(created.status, 201, created.text);
    const id = Number(created.body.id);
    const edited = await t.admin('PUT', `/products/${id}`, { cookie: clerk, body: { ...body, price: 5.5 } });
    assert.equal(edited.status, 200, edited.text);
    const row = (await lastRow('product.update'))!;
    assert.equal(row.entityLabel, 'Holy Basil');
    assert.deepEqual(row.before, { price: 4 });
    assert.deepEqual(row.after, { price: 5.5 });
    const listed = rowsOf(
      await t.admin('GET', `/audit-log?filter=${enc({ action: 'product.update' })}`, { cookie: clerk }),
    );
    assert.equal(listed[0]?.entity_label, 'Holy Basil');
    assert.equal((await lastRow('product.create'))!.entityLabel, 'Holy Basil');
    assert.equal(
      ((await lastRow('product.create'))!.after as Json).detail,
      body.detail,
      'a create keeps all',
    );
  });

  test("an order's operation is named by its order number", async () => {
    const { order } = await paidOrder(t, t.call, categoryId, [[1000, 1]]);
    const shipped = await t.admin('POST', `/orders/${order.id}/ship`, {
      cookie: clerk,
      body: { carrier: 'usps', tracking_number: '9400111899223344556677' },
    });
    assert.equal(shipped.status, 200, shipped.text);
    const row = (await lastRow('order.ship'))!;
    assert.equal(row.entityLabel, `#${order.orderNumber}`);
    assert.equal((row.after as Json).status, 'shipped');
    assert.equal((row.before as Json).status, 'processing');
    assert.ok(!('order_no' in (row.after as Json)), 'unchanged fields are left out');
  });

  test('staff rows and sign-in addresses are for the owner only', async () => {
    const forClerk = rowsOf(await t.admin('GET', '/audit-log?range=[0,999]', { cookie: clerk }));
    assert.ok(forClerk.length > 0);
    assert.ok(
      forClerk.every((r) => r.entity !== 'staff'),
      'no staff rows',
    );
    assert.ok(
      forClerk.every((r) => r.client_address === null),
      'no addresses',
    );
    const staffOnly = await t.admin('GET', `/audit-log?filter=${enc({ entity: 'staff' })}`, {
      cookie: clerk,
    });
    assert.equal(staffOnly.status, 200);
    assert.deepEqual(rowsOf(staffOnly), []);
    assert.match(staffOnly.headers.get('content-range') ?? '', /\/0$/);
    const invite = (await lastRow('staff.invite'))!;
    assert.equal((await t.admin('GET', `/audit-log/${invite.id}`, { cookie: clerk })).status, 404);

    const forOwner = rowsOf(await t.admin('GET', '/audit-log?range=[0,999]', { cookie: owner }));
    const staffRows = forOwner.filter((r) => r.entity === 'staff');
    assert.ok(staffRows.some((r) => r.action === 'staff.invite' && r.entity_label === 'clerk@example.com'));
    assert.ok(staffRows.some((r) => r.action === 'login'));
    assert.ok(forOwner.some((r) => typeof r.client_address === 'string'));
    const one = await t.admin('GET', `/audit-log/${invite.id}`, { cookie: owner });
    assert.equal(one.status, 200);
    assert.equal(one.body.entity_label, 'clerk@example.com');
  });

  test('every export writes who, what and how many rows', async () => {
    const subscribed = await t.call('POST', '/enquiry/store', { body: { email: 'reader@example.com' } });
    assert.ok(subscribed.status < 300, JSON.stringify(subscribed.body));
    for (const [path, what] of [
      ['/products/export.csv', 'products'],
      ['/orders/export.csv', 'orders'],
      ['/subscribers/export.csv', 'subscribers'],
    ] as const) {
      const res = await t.admin('GET', path, { cookie: clerk });
      assert.equal(res.status, 200, res.text);
      const lines = res.text.trim().split(/\r?\n/).length - 1;
      const row = (await lastRow(`export.${what}`))!;
      assert.ok(row, `export.${what} audited`);
      assert.equal(row.staffEmail, 'clerk@example.com');
      assert.equal(row.entity, 'export');
      assert.equal((row.after as Json).rows, lines, `${what}: the rows sent`);
    }
    const filter = enc({ status: 'shipped' });
    await t.admin('GET', `/orders/export.csv?filter=${filter}`, { cookie: clerk });
    assert.deepEqual(((await lastRow('export.orders'))!.after as Json).filter, { status: 'shipped' });
  });
});
