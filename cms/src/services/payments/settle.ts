import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { AFTER_SALE_MSG, AMOUNT_MISMATCH, PAYMENT_NOT_COMPLETED } from '@common/messages';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { orderItems, orders, payments, products } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { orderConfirmationEmail } from '../emails/order-confirmation';
import { orderLinkUrl } from '../returns/order-links';
import { assertFirstOrderFree, needsFirstOrderCheck } from '../first-order';
import { discountLinesOf } from '../promotions/settings';
import { reclaimPromotionUses } from '../promotions/uses';
import { sendSafely } from '../mailer';
import { notifyStorefront } from '../revalidate';
import { productTags, reserveStock } from '../stock';
import type { PaymentState } from './provider';

export type OrderRow = typeof orders.$inferSelect;

const orderForPaymentStatement = preparedOnce((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.pid, sql.placeholder('pid')))
    .limit(1)
    .prepare('order_for_payment'),
);

export async function orderForPayment(db: Db, pid: string): Promise<OrderRow | undefined> {
  const [order] = await orderForPaymentStatement(db).execute({ pid });
  return order;
}

/** A line of an order's confirmation mail: the product's name, its quantity and unit price. */
export interface MailLine {
  productId: number;
  qty: number;
  unitPriceCents: number;
  name: string;
}

/**
 * update-order's one read (issue #42: it was three round trips): the order of a pid, its payment's row (the
 * test card processor's state) and the lines its confirmation mail lists, in line order.
 */
const orderToSettleStatement = preparedOnce((db) =>
  db
    .select({
      order: orders,
      payment: { status: payments.status, totalCents: payments.totalCents },
      lines: sql<MailLine[]>`(
        select coalesce(json_agg(json_build_object(
                 'productId', oi.product_id, 'qty', oi.qty, 'unitPriceCents', oi.unit_price_cents, 'name', p.name
               ) order by oi.id), '[]'::json)
          from order_items oi join products p on p.id = oi.product_id
         where oi.order_id = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(payments, and(eq(payments.pid, orders.pid), eq(payments.provider, orders.provider)))
    .where(eq(orders.pid, sql.placeholder('pid')))
    .limit(1)
    .prepare('order_to_settle'),
);

/** The order of `pid` with its stored payment (null when none) and its mail's lines; undefined for none. */
export async function orderToSettle(db: Db, pid: string) {
  const [found] = await orderToSettleStatement(db).execute({ pid });
  return found;
}

/** An order's lines with their products' names, for its confirmation mail. */
const orderLinesStatement = preparedOnce((db) =>
  db
    .select({
      productId: orderItems.productId,
      qty: orderItems.qty,
      unitPriceCents: orderItems.unitPriceCents,
      name: products.name,
    })
    .from(orderItems)
    .innerJoin(products, eq(orderItems.productId, products.id))
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderItems.id))
    .prepare('order_lines_with_names'),
);

const orderLines = (db: Db, orderId: number) => orderLinesStatement(db).execute({ orderId });

/** Sends the confirmation of a paid order unless it went out already; a failed send can be retried later. */
export async function sendConfirmation(deps: AppDeps, orderId: number): Promise<void> {
  const [order] = await deps.db
    .update(orders)
    .set({ confirmationSentAt: deps.now() })
    .where(and(eq(orders.id, orderId), isNotNull(orders.paidAt), isNull(orders.confirmationSentAt)))
    .returning();
  if (order) await mailConfirmation(deps, order);
}

/**
 * Mails the confirmation of `order`, whose `confirmation_sent_at` this caller has just set. `lines`: its
 * lines when the caller read them already (orderToSettle).
 */
async function mailConfirmation(
  { db, mailer, config }: AppDeps,
  order: OrderRow,
  lines?: MailLine[],
): Promise<void> {
  const mail = orderConfirmationEmail({
    orderNo: `#${order.orderNumber}`,
    name: order.name,
    lines: lines ?? (await orderLines(db, order.id)),
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
export async function settlePayment(
  deps: AppDeps,
  order: OrderRow,
  state: PaymentState,
  lines?: MailLine[],
): Promise<void> {
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
  // Without the first-order check there is nothing to hold a lock for: the common case, a pending order
  // paid in time, is one conditional statement that also claims the confirmation (issue #42's profile).
  const alone = !needsFirstOrderCheck(order) ? await markPendingPaid(db, order, paidAt) : null;
  const settled =
    alone ??
    (await db.transaction(async (tx) => {
      await assertFirstOrderFree(tx, order);
      return (await markPendingPaid(tx, order, paidAt)) ?? (await markReleasedPaid(tx, order, paidAt));
    }));
  if (settled === null) return; // Already settled by a concurrent call.

  // A round trip saved per order when the state came from the row itself (the test card's checkout).
  if (!state.fromPaymentsRow) await paymentSucceededStatement(db).execute({ pid: order.pid });
  if (settled.slugs.length > 0) void notifyStorefront(config, productTags(settled.slugs));
  if (settled.claimed) await mailConfirmation(deps, settled.claimed, lines);
  else await sendConfirmation(deps, order.id);
}

interface Settled {
  /** Products whose stock was reserved again (a payment after the hold expired). */
  slugs: string[];
  /** The order, when this statement also claimed its confirmation mail. */
  claimed: OrderRow | null;
}

/** A pending order marked paid, with its confirmation claimed at the same moment. */
const markPendingPaidStatement = preparedOnce((db) =>
  db
    .update(orders)
    .set({
      status: 'processing',
      paidAt: sql`${sql.placeholder('paidAt')}`,
      confirmationSentAt: sql`${sql.placeholder('paidAt')}`,
    })
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.status, 'pending')))
    .returning()
    .prepare('mark_pending_order_paid'),
);

/**
 * The payment of a settled order: the payments table follows the provider's succeeded state. Only when it
 * does not already say so: the test card's confirm set it, and rewriting the row would cost PostgreSQL a
 * new row version and a WAL flush per order for nothing.
 */
const paymentSucceededStatement = preparedOnce((db) =>
  db
    .update(payments)
    .set({ status: 'succeeded' })
    .where(and(eq(payments.pid, sql.placeholder('pid')), ne(payments.status, 'succeeded')))
    .prepare('payment_succeeded'),
);

/** A pending order paid in time: marked paid with its confirmation claimed; null when it is not pending. */
async function markPendingPaid(db: Db, order: OrderRow, paidAt: Date): Promise<Settled | null> {
  const [paid] = await markPendingPaidStatement(db).execute({ orderId: order.id, paidAt });
  return paid ? { slugs: [], claimed: paid } : null;
}

/**
 * An order whose hold expired before its payment arrived (canceled, stock released): marked paid, its
 * promotion uses taken again and its stock reserved again when all of it is there; null when a concurrent
 * call settled it first.
 */
async function markReleasedPaid(tx: Db, order: OrderRow, paidAt: Date): Promise<Settled | null> {
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
  if (!fromReleased) return null;
  // Its promotion uses went back with the hold: taken again under the cap, or the payment is refused.
  await reclaimPromotionUses(tx, order);

  const lines = await orderLines(tx, order.id);
  try {
    // A savepoint: a line out of stock undoes this re-reservation only, not the payment.
    const taken = await tx.transaction(async (sp) => reserveStock(sp, lines));
    await tx.update(orders).set({ stockReleasedAt: null }).where(eq(orders.id, order.id));
    return { slugs: taken, claimed: null };
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    console.error(
      `[orders] order #${order.orderNumber} was paid after its hold expired and its stock could not be ` +
        `reserved again (${err.message}); it is marked paid without stock: restock or refund it.`,
    );
    return { slugs: [], claimed: null };
  }
}
