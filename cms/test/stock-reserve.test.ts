import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { HttpError } from '../src/lib/http';
import { reserveStock, type StockLine } from '../src/services/stock';
import { freshDatabase } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { stockOf } from './support/orders-fixtures';

/**
 * reserveStock takes every line in one statement (issue #42). What it must still do: all lines or none,
 * a product listed twice counted once with both quantities, and orders that share products in any order
 * served one after the other without a deadlock.
 */
let database: Database;
let categoryId: number;

before(async () => {
  database = await freshDatabase();
  categoryId = (await insertCategory(database.db)).id;
});
after(() => database.close());

const product = (name: string, quantity: number) =>
  insertProduct(database.db, categoryId, { name, quantity, priceCents: 500 });

const reserve = (lines: StockLine[]) => database.db.transaction((tx) => reserveStock(tx, lines));

describe('reserveStock', () => {
  it('takes every line and answers the slugs in product order', async () => {
    const a = await product('Jade Plant', 7);
    const b = await product('Snake Plant', 4);
    const slugs = await reserve([
      { productId: b.id, qty: 4 },
      { productId: a.id, qty: 2 },
    ]);
    assert.deepEqual(slugs, [a.slug, b.slug]);
    assert.equal(await stockOf(database.db, a.id), 5);
    assert.equal(await stockOf(database.db, b.id), 0);
  });

  it('takes nothing when one line is short, and names that product', async () => {
    const a = await product('Areca Palm', 9);
    const b = await product('Blue Poppy', 1);
    await assert.rejects(
      reserve([
        { productId: a.id, qty: 3 },
        { productId: b.id, qty: 2 },
      ]),
      (err) =>
        err instanceof HttpError &&
        err.status === 409 &&
        err.message === 'Only 1 of Blue Poppy left in stock',
    );
    assert.equal(await stockOf(database.db, a.id), 9);
    assert.equal(await stockOf(database.db, b.id), 1);
    await assert.rejects(
      reserve([{ productId: 2_000_000_000, qty: 1 }]),
      (err) => err instanceof HttpError && err.status === 409,
    );
  });

  it('counts a product listed twice once, with both quantities', async () => {
    const a = await product('Money Tree', 5);
    assert.deepEqual(
      await reserve([
        { productId: a.id, qty: 2 },
        { productId: a.id, qty: 3 },
      ]),
      [a.slug],
    );
    assert.equal(await stockOf(database.db, a.id), 0);
    const b = await product('Peace Lily', 2);
    await assert.rejects(
      reserve([
        { productId: b.id, qty: 2 },
        { productId: b.id, qty: 1 },
      ]),
      (err) => err instanceof HttpError && err.message === 'Only 2 of Peace Lily left in stock',
    );
    assert.equal(await stockOf(database.db, b.id), 2, 'not the first line alone');
  });

  it('serves 30 orders of the same three products, listed in different orders, without a deadlock', async () => {
    const items = [await product('Fern', 20), await product('Ivy', 20), await product('Moss', 20)];
    const orders = Array.from({ length: 30 }, (_, i) => {
      const lines = items.map((p) => ({ productId: p.id, qty: 1 }));
      // Every rotation and its reverse: a per-line update in list order would lock in a circle.
      const turned = [...lines.slice(i % 3), ...lines.slice(0, i % 3)];
      return i % 2 ? turned.reverse() : turned;
    });
    const results = await Promise.allSettled(
      orders.map((lines) =>
        database.db.transaction(async (tx) => {
          const slugs = await reserveStock(tx, lines);
          // Held a moment after taking the locks, so the transactions overlap on PostgreSQL.
          await tx.execute(sql`select pg_sleep(0.005)`);
          return slugs;
        }),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) {
      const err = r.reason as unknown;
      assert.ok(err instanceof HttpError && err.status === 409, `not a deadlock: ${String(err)}`);
    }
    assert.equal(results.length - refused.length, 20);
    for (const p of items) assert.equal(await stockOf(database.db, p.id), 0);
  });
});
