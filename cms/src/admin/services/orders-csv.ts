import { and, desc, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import { orders } from '../../db/schema';
import { dollars } from '../../lib/http';
import type { OrdersFilter } from './reads';
import { ordersWhere } from './reads/orders-list';
import { auditExport } from './audit';
import type { AdminEnv } from '../env';
import { csvAnswer } from '../routes/common';

/**
 * Rows read per query. The export walks the orders by id (the order they were placed in), never by offset,
 * so 100,000 orders are 100 indexed reads and a timestamp's precision cannot skip a row between batches.
 */
const BATCH = 1000;

export const ORDER_CSV_FIELDS = [
  'order_no',
  'created_at',
  'status',
  'name',
  'email',
  'total',
  'refund_amount',
  'total_after_refund',
  'paid_at',
  'carrier',
  'tracking_number',
];

type Row = typeof orders.$inferSelect;

const csvRow = (o: Row) => [
  `#${o.orderNumber}`,
  o.createdAt.toISOString(),
  o.status,
  o.name,
  o.email,
  dollars(o.totalCents).toFixed(2),
  dollars(o.refundCents).toFixed(2),
  dollars(o.totalCents - o.refundCents).toFixed(2),
  o.paidAt?.toISOString() ?? '',
  o.carrier ?? '',
  o.trackingNumber ?? '',
];

/** Every order the list's filters match, newest first, as CSV. */
export async function exportOrdersCsv(deps: AppDeps, c: Context<AdminEnv>, filter: OrdersFilter) {
  const where = ordersWhere(filter);
  const rows: string[][] = [];
  let last: Row | undefined;
  for (;;) {
    const after = last ? lt(orders.id, last.id) : undefined;
    const batch = await deps.db
      .select()
      .from(orders)
      .where(and(where, after))
      .orderBy(desc(orders.id))
      .limit(BATCH);
    rows.push(...batch.map(csvRow));
    last = batch.at(-1);
    if (batch.length < BATCH) break;
  }
  const shown = Object.fromEntries(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
  await auditExport(deps.db, c.get('actor'), deps.now(), 'orders', rows.length, shown);
  return csvAnswer(c, 'orders.csv', ORDER_CSV_FIELDS, rows);
}
