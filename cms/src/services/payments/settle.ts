import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { AFTER_SALE_MSG, AMOUNT_MISMATCH, PAYMENT_NOT_COMPLETED } from '@common/messages';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { orderItems, orders, payments, products } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { orderConfirmationEmail } from '../emails/order-confirmation';
import { orderLinkUrl } from '../returns/order-links';
import { assertFirstOrderFree } from '../first-order';
import { discountLinesOf } from '../promotions/settings';
import { reclaimPromotionUses } from '../promotions/uses';
import { sendSafely } from '../mailer';
import { notifyStorefront } from '../revalidate';
import { productTags, reserveStock } from '../stock';
import type { PaymentState } from './provider';

export type OrderRow = typeof orders.$inferSelect;

export async function orderForPayment(db: Db, pid: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.pid, pid)).limit(1);
  return order;
}

async function orderLines(db: Db, orderId: number) {
  return db
    .select({
      productId: orderItems.productId,
      qty: orderItems.qty,
      unitPriceCents: orderItems.unitPriceCents,
      name: products.name,
    })
    .from(orderItems)
    .innerJoin(products, eq(orderItems.productId, products.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** Sends the confirmation of a paid order unless it went out already; a failed send can be retried later. */
export async function sendConfirmation({ db, mailer, now, config }: AppDeps, orderId: number): Promise<void> {
  const [order] = await db
    .update(orders)
    .set({ confirmationSentAt: now() })
    .where(and(eq(orders.id, orderId), isNotNull(orders.paidAt), isNull(orders.confirmationSentAt)))
    .returning();
  if (!order) return;
  const mail = orderConfirmationEmail({
    orderNo: `#${order.orderNumber}`,
    name: order.name,
    lines: await orderLines(db, order.id),
    subTotalCents: order.subTotalCents,
    discountCents: order.discountCents,
    discounts: await discountLinesOf(db, order.discounts),
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    address: {
      line1: order.line1,
      line2: order.line2,
      city: order.city,
      state: order.state,
      postalCode: order.postalCode,
      country: order.country,
    },
    // A guest has no profile to cancel from: their mail carries the order's signed link (ADR 0085).
    manageLink:
      order.userId === null
        ? { label: AFTER_SALE_MSG.email.manageLink, url: orderLinkUrl(config, order, 'cancel') }
        : null,
  });
  if (!(await sendSafely(mailer, { to: order.email, ...mail }))) {
    // Not sent: clear the mark so the next update-order call (or webhook) tries again.
    await db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, order.id));
  }
}

/**
 * Marks an order paid once its provider reports the payment succeeded for the order's exact amount in USD.
 * Every change is conditional on the order's current state, so update-order and the webhook arriving
 * together (or twice) settle it once: one status change, stock taken once, one confirmation email.
 *
 * When the hold had already expired (order canceled, stock released) the payment still counts: the stock is
 * reserved again when all of it is available; otherwise the order is still marked paid, keeps no stock,
 * and the shortfall is logged for the shop to restock or refund. A discounted order is refused (409, logged)
 * when another order of the customer already paid with the first-order discount (see first-order.ts).
 */
export async function settlePayment(deps: AppDeps, order: OrderRow, state: PaymentState): Promise<void> {
  const { db, config, now } = deps;
  if (state.status !== 'succeeded') throw new HttpError(402, PAYMENT_NOT_COMPLETED);
  if (state.amountCents !== order.totalCents || state.currency.toLowerCase() !== 'usd') {
    console.error(
      `[orders] payment ${order.pid} for order #${order.orderNumber} is ${state.amountCents} ${state.currency}, ` +
        `the order is ${order.totalCents} usd: not marked paid`,
    );
    throw new HttpError(409, AMOUNT_MISMATCH);
  }

  const paidAt = now();
  const slugs = await db.transaction(async (tx) => {
    await assertFirstOrderFree(tx, order);
    const [fromPending] = await tx
      .update(orders)
      .set({ status: 'processing', paidAt })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (fromPending) return [];

    const [fromReleased] = await tx
      .update(orders)
      .set({ status: 'processing', paidAt })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'canceled'),
          isNull(orders.paidAt),
          isNotNull(orders.stockReleasedAt),
        ),
      )
      .returning({ id: orders.id });
    if (!fromReleased) return null; // Already settled by a concurrent call.
    // Its promotion uses went back with the hold: taken again under the cap, or the payment is refused.
    await reclaimPromotionUses(tx, order);

    const lines = await orderLines(tx, order.id);
    try {
      // A savepoint: a line out of stock undoes this re-reservation only, not the payment.
      const taken = await tx.transaction(async (sp) => reserveStock(sp, lines));
      await tx.update(orders).set({ stockReleasedAt: null }).where(eq(orders.id, order.id));
      return taken;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      console.error(
        `[orders] order #${order.orderNumber} was paid after its hold expired and its stock could not be ` +
          `reserved again (${err.message}); it is marked paid without stock: restock or refund it.`,
      );
      return [];
    }
  });
  if (slugs === null) return;

  await db.update(payments).set({ status: 'succeeded' }).where(eq(payments.pid, order.pid));
  if (slugs.length > 0) void notifyStorefront(config, productTags(slugs));
  await sendConfirmation(deps, order.id);
}
