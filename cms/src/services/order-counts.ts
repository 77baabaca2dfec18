import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@common/contract';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { orderStatusCounts } from '../db/schema';
import { runEvery } from './periodic';

/**
 * How many orders have each status, without counting the orders: migration 0008's triggers append a row per
 * status to `order_status_counts` in the same transaction as every statement that writes `orders`, so the
 * sum is exact in any snapshot, and no checkout waits on another's counter row
 * (docs/adr/0053-orders-list-status-counts.md).
 */

export const COUNT_FOLD_INTERVAL_MS = 60_000;

/** Any fixed number: the key of the lock that lets one fold run at a time across CMS instances. */
const FOLD_LOCK_KEY = 4_242_053;

export type StatusCounts = Record<OrderStatus, number>;

/** The number of orders with each status (0 for a status no order has). */
export async function countOrdersByStatus(db: Db): Promise<StatusCounts> {
  const rows = await db
    .select({ status: orderStatusCounts.status, n: sql<number | string>`sum(${orderStatusCounts.delta})` })
    .from(orderStatusCounts)
    .groupBy(orderStatusCounts.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as StatusCounts;
  // sum(bigint) is numeric: a string from node-postgres, a number or string from PGlite.
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Every order, of whatever status. */
export const totalOf = (counts: StatusCounts) => ORDER_STATUSES.reduce((n, s) => n + counts[s], 0);

/**
 * Folds the rows into one per status, so reading the counts stays a sum of a handful of rows. Rows being
 * written meanwhile are not visible to the DELETE and stay as they are; readers see either the rows before
 * or the folded ones. Returns false when another instance was folding (its fold covers the same rows).
 */
export async function foldOrderStatusCounts(db: Db): Promise<boolean> {
  const folded = await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ got: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK_KEY}) as got`),
    );
    if (!lock?.got) return false;
    await tx.execute(sql`
      with gone as (delete from order_status_counts returning status, delta)
      insert into order_status_counts (status, delta)
      select status, sum(delta) from gone group by status having sum(delta) <> 0`);
    return true;
  });
  // The deleted rows' space is reused only after a VACUUM; PGlite has no autovacuum to run one. It takes
  // no lock that writers wait for, and cannot run inside a transaction.
  if (folded) await db.execute(sql`vacuum order_status_counts`);
  return folded;
}

/** Runs foldOrderStatusCounts every minute; returns a function that stops it (see runEvery). */
export function startCountFolder(deps: AppDeps, intervalMs = COUNT_FOLD_INTERVAL_MS): () => Promise<void> {
  return runEvery(intervalMs, 'folding the order status counts', async () => {
    await foldOrderStatusCounts(deps.db);
  });
}
