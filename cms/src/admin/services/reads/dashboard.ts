import { and, asc, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, products } from '../../../db/schema';
import { dollars } from '../../../lib/http';
import { listOrders } from './orders-list';

export const SALES_DAYS = 30;
export const LATEST_ORDERS = 5;
export const LOW_STOCK_LIST = 20;

const DAY_MS = 86_400_000;
const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/**
 * Sales per UTC day over the last 30 days, today included: paid orders by the day they were paid, less what
 * was refunded of them. Days without sales are there with 0, so a chart needs no gaps filled.
 */
async function salesPerDay(db: Db, now: Date) {
  const first = new Date(utcDay(now).getTime() - (SALES_DAYS - 1) * DAY_MS);
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      cents: sql<string | number>`sum(${orders.totalCents} - ${orders.refundCents})`,
      // A paid order refunded in full is no sale any more: it is not counted among the day's paid orders.
      n: sql<string | number>`count(*) filter (where ${orders.refundCents} < ${orders.totalCents})`,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paidAt),
        gte(orders.paidAt, first),
        lt(orders.paidAt, new Date(first.getTime() + SALES_DAYS * DAY_MS)),
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, { cents: Number(r.cents), orders: Number(r.n) }]));
  return Array.from({ length: SALES_DAYS }, (_, i) => {
    const date = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const found = byDay.get(date);
    return { date, sales: dollars(found?.cents ?? 0), orders: found?.orders ?? 0 };
  });
}

/** The console's dashboard figures; `lowStockThreshold` is the owner's own (products below it are listed). */
export async function dashboard(db: Db, now: Date, lowStockThreshold: number) {
  const threshold = Math.min(Math.max(Math.trunc(lowStockThreshold) || 0, 0), 1_000_000);
  const [days, waiting, low, latest] = await Promise.all([
    salesPerDay(db, now),
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'processing')),
    db
      .select({ id: products.id, name: products.name, slug: products.slug, quantity: products.quantity })
      .from(products)
      .where(lt(products.quantity, threshold))
      .orderBy(asc(products.quantity), asc(products.id))
      .limit(LOW_STOCK_LIST),
    listOrders(db, {}, { offset: 0, limit: LATEST_ORDERS }),
  ]);
  const sum = (n: number) => dollars(days.slice(-n).reduce((c, d) => c + Math.round(d.sales * 100), 0));
  return {
    sales: { today: sum(1), last_7_days: sum(7), last_30_days: sum(30), per_day: days },
    paid_orders_30_days: days.reduce((n, d) => n + d.orders, 0),
    orders_waiting_to_ship: Number(waiting[0]?.n ?? 0),
    low_stock: { threshold, products: low },
    latest_orders: latest.rows,
  };
}
