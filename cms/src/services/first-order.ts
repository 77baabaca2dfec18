import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { FIRST_ORDER_ALREADY_PAID, FIRST_ORDER_USED } from '@common/messages';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema';
import { HttpError } from '../lib/http';
import { releaseHoldsWhere, type ReleasedOrder } from './holds';

/**
 * The first-order discount goes to exactly one paid order per customer, whatever the interleaving of
 * initiate, placeorder and payment. Initiate prices a cart with the discount while the customer has no paid
 * order, so several checkouts started together may all carry it; what is charged is then fixed with the
 * provider, so the order can no longer be re-priced. The rule is kept at the two steps that follow:
 *
 * - placeorder of a discounted payment refuses (409) once the customer has a paid order, and cancels any
 *   other discounted order of theirs that still waits for payment (its stock comes back): the newest
 *   checkout is the one the customer is paying for. Once that commits, the canceled orders' payments are
 *   canceled at the provider too (orders.ts), so a tab still open on one can no longer be charged;
 * - settling a discounted payment refuses (409, not marked paid, logged for a refund) when another
 *   discounted order of the customer is already paid: the last line of defence, for a payment that
 *   succeeded before its cancellation reached the provider (or whose cancellation failed), and for an
 *   order whose hold ran out (its payment stays open on purpose) that is paid late.
 *
 * Both steps run in a transaction that first locks the customer's `users` row (SELECT … FOR UPDATE), so on
 * PostgreSQL two placements or settlements for one customer take turns and each sees the other's committed
 * result: no interleaving lets two discounted orders both pass the check. (PGlite runs one transaction at a
 * time anyway.)
 */

async function lockCustomer(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * At placeorder, inside its transaction, for a payment priced with the discount: refuses when the customer
 * already has a paid order, and releases their other discounted orders still waiting for payment.
 * Returns the released orders: the caller cancels their payments once this transaction has committed.
 */
export async function claimFirstOrder(tx: Db, userId: number, at: Date): Promise<ReleasedOrder[]> {
  await lockCustomer(tx, userId);
  const [paid] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .limit(1);
  if (paid) throw new HttpError(409, FIRST_ORDER_USED);
  return releaseHoldsWhere(tx, and(eq(orders.userId, userId), eq(orders.isFirstOrder, true)), at);
}

/** Whether paying `order` must first check, under the customer's lock, that no other first order is paid. */
export function needsFirstOrderCheck<T extends { userId: number | null; isFirstOrder: boolean }>(
  order: T,
): order is T & { userId: number } {
  return order.isFirstOrder && order.userId !== null;
}

/**
 * When a discounted order is being marked paid, inside that transaction: throws 409 when another
 * discounted order of the same customer is already paid.
 */
export async function assertFirstOrderFree(
  tx: Db,
  order: { id: number; userId: number | null; isFirstOrder: boolean; pid: string; orderNumber: number },
): Promise<void> {
  if (!needsFirstOrderCheck(order)) return;
  await lockCustomer(tx, order.userId);
  const [other] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        eq(orders.isFirstOrder, true),
        isNotNull(orders.paidAt),
        ne(orders.id, order.id),
      ),
    )
    .limit(1);
  if (!other) return;
  console.error(
    `[orders] payment ${order.pid} for order #${order.orderNumber} carries the first-order discount, which ` +
      `another paid order of user ${order.userId} already has: not marked paid; refund it.`,
  );
  throw new HttpError(409, FIRST_ORDER_ALREADY_PAID);
}
