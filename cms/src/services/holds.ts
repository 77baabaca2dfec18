import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { orderItems, orders } from '../db/schema';
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
    const changed = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ status: 'canceled', stockReleasedAt: at })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending'), isNull(orders.stockReleasedAt)))
        .returning({ id: orders.id });
      if (!order) return null;
      const lines = await tx
        .select({ productId: orderItems.productId, qty: orderItems.qty })
        .from(orderItems)
        .where(eq(orderItems.orderId, id));
      return releaseStock(tx, lines);
    });
    if (changed) {
      released++;
      slugs.push(...changed);
    }
  }
  if (slugs.length > 0) void notifyStorefront(config, productTags(slugs));
  return released;
}

/** Runs releaseExpiredHolds every minute (never two runs at once); returns a function that stops it. */
export function startHoldSweeper(deps: AppDeps, intervalMs = HOLD_SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseExpiredHolds(deps)
      .then((n) => {
        if (n > 0) console.log(`[orders] released the stock of ${n} unpaid order(s) whose hold expired`);
      })
      .catch((err: unknown) => console.error('[orders] releasing expired holds failed:', err))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
