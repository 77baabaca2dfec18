import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { dollars } from '../../../lib/http';
import { clampPage, countOf, type Page, type Paged } from './paging';

export interface PendingHold {
  id: number;
  order_no: string;
  name: string;
  email: string;
  total: number;
  created_at: string;
  hold_expires_at: string;
  /** Whether the hold ran out and the sweeper has yet to give the stock back. */
  expired: boolean;
}

/** Unpaid orders that still hold stock, the soonest to expire first (orders_pending_hold_idx). */
export async function listPendingHolds(db: Db, now: Date, page: Page): Promise<Paged<PendingHold>> {
  const { offset, limit } = clampPage(page);
  const where = and(eq(orders.status, 'pending'), isNull(orders.stockReleasedAt));
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(asc(orders.holdExpiresAt), asc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    total: countOf(counted),
    rows: rows.map((o) => ({
      id: o.id,
      order_no: `#${o.orderNumber}`,
      name: o.name,
      email: o.email,
      total: dollars(o.totalCents),
      created_at: o.createdAt.toISOString(),
      hold_expires_at: o.holdExpiresAt.toISOString(),
      expired: o.holdExpiresAt <= now,
    })),
  };
}
