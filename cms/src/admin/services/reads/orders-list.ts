import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@common/contract';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { dollars } from '../../../lib/http';
import { countOrdersByStatus, totalOf } from '../../../services/order-counts';
import {
  clampPage,
  containsPattern,
  countOf,
  countStar,
  prefixPattern,
  type Page,
  type Paged,
} from './paging';

export interface OrdersFilter {
  status?: OrderStatus;
  /** Placed at or after `from`, and before `to`. */
  from?: Date;
  to?: Date;
  /** An order number (with or without '#'), an email (or its start), or part of a name or email. */
  q?: string;
}

export interface OrderListRow {
  id: number;
  order_no: string;
  created_at: string;
  name: string;
  email: string;
  status: OrderStatus;
  total: number;
  refund_amount: number;
  total_after_refund: number;
  paid_at: string | null;
}

/** The search: an order number matches exactly, an email by its start (indexed), anything else by part. */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (text === '') return undefined;
  const number = /^#?(\d{1,9})$/.exec(text);
  if (number?.[1]) return eq(orders.orderNumber, Number(number[1]));
  if (text.includes('@')) return sql`lower(${orders.email}) like ${prefixPattern(text)}`;
  const pattern = containsPattern(text);
  return or(ilike(orders.name, pattern), sql`lower(${orders.email}) like ${pattern}`);
}

export function ordersWhere(filter: OrdersFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lt(orders.createdAt, filter.to) : undefined,
    filter.q ? searchCondition(filter.q) : undefined,
  );
}

/**
 * How many orders match: by status (or all of them) from the kept counts, whatever the orders' number;
 * a date range or a search counts the orders it matches (docs/adr/0053-orders-list-status-counts.md).
 */
async function matchingCount(db: Db, filter: OrdersFilter, where: SQL | undefined): Promise<number> {
  if (filter.from || filter.to || filter.q)
    return countOf(await db.select({ n: countStar }).from(orders).where(where));
  const counts = await countOrdersByStatus(db);
  return filter.status ? counts[filter.status] : totalOf(counts);
}

/** The console's orders list: newest first, one page, and how many orders match in all. */
export async function listOrders(db: Db, filter: OrdersFilter, page: Page): Promise<Paged<OrderListRow>> {
  const { offset, limit } = clampPage(page);
  const where = ordersWhere(filter);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    matchingCount(db, filter, where),
  ]);
  return {
    total,
    rows: rows.map((o) => ({
      id: o.id,
      order_no: `#${o.orderNumber}`,
      created_at: o.createdAt.toISOString(),
      name: o.name,
      email: o.email,
      status: o.status,
      total: dollars(o.totalCents),
      refund_amount: dollars(o.refundCents),
      total_after_refund: dollars(o.totalCents - o.refundCents),
      paid_at: o.paidAt?.toISOString() ?? null,
    })),
  };
}
