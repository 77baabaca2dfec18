import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { CMS_MSG } from '@common/messages';
import type { Db } from '../../../db/client';
import { orders, users } from '../../../db/schema';
import { dollars } from '../../../lib/http';
import { HttpError } from '../../../lib/http';
import { clampPage, containsPattern, countOf, type Page, type Paged } from './paging';

/**
 * Customers for the console. Only these columns are ever selected: never the password hash, and sessions and
 * verification codes live in tables this module does not read.
 */
const PUBLIC_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone_no: users.phoneNo,
  created_at: users.createdAt,
};

export interface CustomerRow {
  id: number;
  name: string;
  email: string;
  phone_no: string | null;
  created_at: string;
  /**
   * Paid orders not refunded in full. Named apart from the detail's `orders` list: the console shows a list
   * row while the customer's page loads, and a field that is a number here and a list there crashed it.
   */
  paid_orders: number;
  /** Paid orders' totals less their refunds, in dollars. */
  total_spent: number;
}

/** Paid orders only: an unpaid or released one was never money. */
const spentSql = sql<string | number>`coalesce(sum(${orders.totalCents} - ${orders.refundCents}), 0)`;
/** A paid order refunded in full is no longer a sale, so it is not counted among the paid orders. */
const keptSql = sql<string | number>`count(*) filter (where ${orders.refundCents} < ${orders.totalCents})`;

async function spendOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { orders: number; cents: number }>();
  const rows = await db
    .select({ userId: orders.userId, n: keptSql, cents: spentSql })
    .from(orders)
    .where(and(inArray(orders.userId, ids), isNotNull(orders.paidAt)))
    .groupBy(orders.userId);
  return new Map(rows.map((r) => [r.userId ?? 0, { orders: Number(r.n), cents: Number(r.cents) }]));
}

export async function listCustomers(db: Db, filter: { q?: string }, page: Page): Promise<Paged<CustomerRow>> {
  const { offset, limit } = clampPage(page);
  const q = filter.q?.trim().toLowerCase();
  const where = q
    ? or(ilike(users.name, containsPattern(q)), sql`${users.email} like ${containsPattern(q)}`)
    : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select(PUBLIC_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const spend = await spendOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: countOf(counted),
    rows: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      paid_orders: spend.get(r.id)?.orders ?? 0,
      total_spent: dollars(spend.get(r.id)?.cents ?? 0),
    })),
  };
}

/** One customer with every order of theirs (newest first) and what they spent. */
export async function customerDetail(db: Db, id: number) {
  const [customer] = await db.select(PUBLIC_COLUMNS).from(users).where(eq(users.id, id));
  if (!customer) throw new HttpError(404, CMS_MSG.console.customerNotFound);
  const placed = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const paid = placed.filter((o) => o.paidAt);
  const spent = paid.reduce((n, o) => n + o.totalCents - o.refundCents, 0);
  return {
    ...customer,
    created_at: customer.created_at.toISOString(),
    paid_orders: paid.filter((o) => o.refundCents < o.totalCents).length,
    total_spent: dollars(spent),
    orders: placed.map((o) => ({
      id: o.id,
      order_no: `#${o.orderNumber}`,
      created_at: o.createdAt.toISOString(),
      status: o.status,
      total: dollars(o.totalCents),
      refund_amount: dollars(o.refundCents),
    })),
  };
}
