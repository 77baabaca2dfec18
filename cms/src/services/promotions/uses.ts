import { eq, inArray } from 'drizzle-orm';
import { PROMO_MSG } from '@common/messages';
import type { Db } from '../../db/client';
import { promotions, promotionUses, type StoredDiscount } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { loadShopSettings } from './settings';
import { usesOf } from './usable';

/**
 * Uses under a rush (docs/adr/0081-promotion-uses-under-a-row-lock.md): placing an order takes one use of
 * each promotion priced into its payment, inside the order's transaction, after locking the promotions'
 * rows (SELECT … FOR UPDATE, in id order so two orders never deadlock). Every placement of one promotion
 * therefore counts the uses the others committed, and the cap can never be exceeded; one that finds none
 * left fails with 422 'used up' and its transaction (order, stock) rolls back, before the shopper pays.
 * The use is a row tied to the order: releasing the order's hold deletes it (releasePromotionUses).
 */
export async function claimPromotionUses(
  tx: Db,
  order: { id: number; userId: number | null; email: string },
  discounts: StoredDiscount[],
): Promise<void> {
  const ids = [...new Set(discounts.map((d) => d.promotion_id))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const rows = await tx
    .select()
    .from(promotions)
    .where(inArray(promotions.id, ids))
    .orderBy(promotions.id)
    .for('update');
  const email = order.email.toLowerCase();
  for (const p of rows) {
    if (p.usageCap !== null || p.perCustomerCap !== null) {
      const uses = await usesOf(tx, p.id, { userId: order.userId, email });
      if (p.usageCap !== null && uses.total >= p.usageCap) {
        throw new HttpError(422, PROMO_MSG.usedUp, { discount_code: PROMO_MSG.usedUp });
      }
      if (p.perCustomerCap !== null && uses.mine >= p.perCustomerCap) {
        throw new HttpError(422, PROMO_MSG.perCustomerUsed, { discount_code: PROMO_MSG.perCustomerUsed });
      }
    }
    await tx
      .insert(promotionUses)
      .values({ promotionId: p.id, orderId: order.id, userId: order.userId, email });
  }
}

/** An order that no longer holds anything (hold expired, replaced, canceled unpaid) gives its uses back. */
export async function releasePromotionUses(tx: Db, orderId: number): Promise<void> {
  await tx.delete(promotionUses).where(eq(promotionUses.orderId, orderId));
}

/**
 * Called by the refund ledger when a refund is recorded: an order refunded in full gives its uses back when
 * the owner's setting says so (shop_settings.refund_returns_use); a partial refund never does.
 */
export async function returnUsesAfterRefund(
  tx: Db,
  order: { id: number; refundCents: number; totalCents: number },
): Promise<void> {
  if (order.refundCents < order.totalCents) return;
  if (!(await loadShopSettings(tx)).refundReturnsUse) return;
  await releasePromotionUses(tx, order.id);
}

/**
 * An order paid after its hold expired (settle.ts) takes its uses again, under the same lock and cap. When
 * a capped promotion has none left (another order took the use the hold gave back), the payment is refused
 * like a second first-order discount: 409, not marked paid, logged for a refund; so a cap is never exceeded.
 */
export async function reclaimPromotionUses(
  tx: Db,
  order: {
    id: number;
    userId: number | null;
    email: string;
    pid: string;
    orderNumber: number;
    discounts: StoredDiscount[];
  },
): Promise<void> {
  try {
    await claimPromotionUses(tx, order, order.discounts);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    console.error(
      `[orders] payment ${order.pid} for order #${order.orderNumber} was made after its hold expired, and a ` +
        `promotion priced into it has no use left: not marked paid; refund it.`,
    );
    throw new HttpError(409, PROMO_MSG.usedUp);
  }
}
