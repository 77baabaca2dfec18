import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';
import type { ProviderName } from './payments/provider';
import { runEvery } from './periodic';
import { releasePromotionUses } from './promotions/uses';
import { notifyStorefront } from './revalidate';
import { productTags, releaseStock } from './stock';

export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * Cancels pending orders whose hold (ORDER_HOLD_MINUTES) ran out without a payment and puts their stock
 * back. Each order is released in its own transaction behind a conditional update, so the stock returns
 * exactly once even if two sweepers, or a sweeper and a late payment, meet. Returns how many were released.
 */
export async function releaseExpiredHolds(deps: AppDeps): Promise<number> {
  const { db, config, now } = deps;
  const at = now();
  const expired = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), isNull(orders.stockReleasedAt), lte(orders.holdExpiresAt, at)))
    .orderBy(asc(orders.id));

  let released = 0;
  const slugs: string[] = [];
  for (const { id } of expired) {
    // Their payments stay open on purpose: a late payment still counts (settle.ts re-reserves the stock).
    const changed = await db.transaction((tx) => releaseHold(tx, id, at));
    if (changed) {
      released++;
      slugs.push(...changed.slugs);
    }
  }
  if (slugs.length > 0) void notifyStorefront(config, productTags(slugs));
  return released;
}

/** An order whose hold was released: its payment, for callers that also cancel it, and the changed slugs. */
export interface ReleasedOrder {
  orderNumber: number;
  pid: string;
  provider: ProviderName;
  slugs: string[];
}

/**
 * Cancels one unpaid order and puts its stock back, inside the caller's transaction; returns the order with
 * the changed product slugs, or null when the order was no longer holding stock (paid, or released by
 * someone else). The update is conditional, so however many callers meet on one order its stock returns
 * exactly once.
 */
export async function releaseHold(tx: Db, orderId: number, at: Date): Promise<ReleasedOrder | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'canceled', stockReleasedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), isNull(orders.stockReleasedAt)))
    .returning({ orderNumber: orders.orderNumber, pid: orders.pid, provider: orders.provider });
  if (!order) return null;
  await releasePromotionUses(tx, orderId);
  const lines = await tx
    .select({ productId: orderItems.productId, qty: orderItems.qty })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { ...order, slugs: await releaseStock(tx, lines) };
}

/**
 * Releases, inside the caller's transaction, every order matching `which` that still holds stock (for the
 * rules that replace an unpaid order with a newer one); returns the released orders.
 */
export async function releaseHoldsWhere(tx: Db, which: SQL | undefined, at: Date): Promise<ReleasedOrder[]> {
  const held = await tx.select({ id: orders.id }).from(orders).where(holdingStock(which));
  return releaseHolds(
    tx,
    held.map((o) => o.id),
    at,
  );
}

/**
 * The orders matching `which` that still hold stock: unpaid, pending, their stock not yet given back. The
 * status is written out, not a parameter, so a named statement's generic plan can still use the index of
 * holding orders (migration 0015), whose condition this is.
 */
export const holdingStock = (which: SQL | undefined) =>
  and(which, sql`${orders.status} = 'pending'`, isNull(orders.stockReleasedAt));

/** Releases these orders' holds inside the caller's transaction (see releaseHold); returns those released. */
export async function releaseHolds(tx: Db, orderIds: number[], at: Date): Promise<ReleasedOrder[]> {
  const released: ReleasedOrder[] = [];
  for (const id of orderIds) {
    const order = await releaseHold(tx, id, at);
    if (order) released.push(order);
  }
  return released;
}

/** Runs releaseExpiredHolds every minute; returns a function that stops it (see runEvery). */
export function startHoldSweeper(deps: AppDeps, intervalMs = HOLD_SWEEP_INTERVAL_MS): () => Promise<void> {
  return runEvery(intervalMs, 'releasing expired holds', async () => {
    const n = await releaseExpiredHolds(deps);
    if (n > 0) console.log(`[orders] released the stock of ${n} unpaid order(s) whose hold expired`);
  });
}
