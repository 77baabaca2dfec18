import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { accountAllowance, guestAllowance } from '../src/services/checkout/replace';
import { reserveStock } from '../src/services/stock';
import { insertCategory, insertProduct } from './support/fixtures';
import { freshDatabase } from './support/harness';

/**
 * Look-ups the checkout makes on every order find their row through an index, so a day of sales does not
 * make each one slower (issue #42, migration 0013). With sequential scans switched off, a query without a
 * usable index still plans one (at a prohibitive cost), so the plan names the access path that exists.
 */
let database: Database;
before(async () => {
  database = await freshDatabase();
});
after(async () => {
  await database.close();
});

async function plan(query: ReturnType<typeof sql>): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql`EXPLAIN ${query}`));
    return rows.map((r) => Object.values(r).join(' ')).join('\n');
  });
}

describe('checkout look-ups', () => {
  it('the test card finds its payment by client secret through an index', async () => {
    const text = await plan(
      sql`SELECT id FROM payments WHERE client_secret = ${'pi_test_x_secret_y'} AND provider = 'test' LIMIT 1`,
    );
    // By the secret's own index: a full scan of the primary key with a filter would read every row too.
    assert.match(text, /payments_client_secret_unique/);
  });

  it('a client secret names one payment', async () => {
    const row = {
      provider: 'test',
      client_secret: 'shared_secret',
      items: '[]',
    };
    const insert = (pid: string) =>
      database.db.execute(
        sql`INSERT INTO payments (provider, pid, client_secret, items, sub_total_cents, discount_cents, shipping_cents, total_cents, is_first_order)
            VALUES (${row.provider}, ${pid}, ${row.client_secret}, ${row.items}::jsonb, 100, 0, 0, 100, false)`,
      );
    await insert('pi_one');
    await assert.rejects(insert('pi_two'));
  });
});

describe('stock updates (migration 0014)', () => {
  it('taking stock is a heap-only update: no index of products is written', async () => {
    const category = await insertCategory(database.db);
    const product = await insertProduct(database.db, category.id, { name: 'Tulsi seedling', quantity: 9 });
    const hot = await database.db.transaction(async (tx) => {
      await reserveStock(tx, [{ productId: product.id, qty: 2 }]);
      // This transaction's own counts, so no wait for the statistics to be flushed.
      const [row] = rowsOf<{ updated: string; hot: string }>(
        await tx.execute(sql`SELECT pg_stat_get_xact_tuples_updated('products'::regclass)::text AS updated,
                                    pg_stat_get_xact_tuples_hot_updated('products'::regclass)::text AS hot`),
      );
      return row;
    });
    // An index on quantity (or any column the update changes) would make it 1 updated, 0 heap-only.
    assert.deepEqual(hot, { updated: '1', hot: '1' });
  });

  it('products keep room on each page for their stock updates', async () => {
    const [row] = rowsOf<{ options: string[] | null }>(
      await database.db.execute(sql`SELECT reloptions AS options FROM pg_class WHERE relname = 'products'`),
    );
    assert.deepEqual(row?.options, ['fillfactor=90']);
  });
});

/** A test value as an SQL literal (EXPLAIN EXECUTE takes no parameters of its own). */
const literal = (v: unknown) =>
  typeof v === 'number'
    ? String(v)
    : `'${(v instanceof Date ? v.toISOString() : String(v)).replace(/'/g, "''")}'`;

let prepared = 0;

/**
 * The plan PostgreSQL keeps for a named statement after five executions (the generic one, with the values
 * unknown), forced at once.
 */
async function genericPlan(statement: typeof guestAllowance, values: Record<string, unknown>) {
  return database.db.transaction(async (tx: Db) => {
    const query = statement.queryOf(tx);
    const args = query.params.map((p) => {
      const placeholder = p as { name?: string; value?: { name?: string } };
      return literal(values[placeholder.name ?? placeholder.value?.name ?? '']);
    });
    const name = `generic_plan_check_${++prepared}`;
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`PREPARE ${name} AS ${query.sql}`));
    const rows = rowsOf<Record<string, string>>(
      await tx.execute(sql.raw(`EXPLAIN EXECUTE ${name}(${args.join(', ')})`)),
    );
    // A prepared statement outlives the transaction.
    await tx.execute(sql.raw(`DEALLOCATE ${name}`));
    return rows.map((r) => Object.values(r).join(' ')).join('\n');
  });
}

describe("a placement's look-ups (migration 0015)", () => {
  const values = { email: 'guest@example.com', address: '203.0.113.7', since: new Date(), userId: 1 };

  it("a guest's allowance and orders to replace read only unpaid and holding orders, with the plan kept", async () => {
    const text = await genericPlan(guestAllowance, { ...values, storedAddress: values.address });
    assert.match(text, /orders_unpaid_address_idx/);
    assert.match(text, /orders_holding_email_idx/);
  });

  it("an account's too", async () => {
    const text = await genericPlan(accountAllowance, values);
    assert.match(text, /orders_unpaid_address_idx/);
    assert.match(text, /orders_holding_email_idx/);
  });
});
