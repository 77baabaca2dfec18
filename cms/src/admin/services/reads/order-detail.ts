import { asc, eq } from 'drizzle-orm';
import { carrierName, trackingUrl } from '@common/carriers';
import type { Db } from '../../../db/client';
import { orderEvents, orderItems, orders, payments, products, refunds } from '../../../db/schema';
import { dollars } from '../../../lib/http';
import { OrderNotFoundError } from '../../../services/order-operations/errors';
import { ORDER_OPS_MSG } from '@common/messages';

type OrderRow = typeof orders.$inferSelect;

export interface TimelineEntry {
  at: string;
  kind: string;
  actor: { kind: string; id: number | null; email: string | null; client_address: string | null };
  data: Record<string, unknown>;
}

const SHOP = { kind: 'system', id: null, email: null, client_address: null };

/**
 * Placed, paid and the confirmation email come from the order row itself (orders placed before the timeline
 * existed have them too); everything later from order_events. Oldest first.
 */
async function timelineOf(db: Db, order: OrderRow): Promise<TimelineEntry[]> {
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const fromRow: TimelineEntry[] = [
    { at: order.createdAt.toISOString(), kind: 'placed', actor: { ...SHOP, kind: 'customer' }, data: {} },
  ];
  if (order.paidAt) fromRow.push({ at: order.paidAt.toISOString(), kind: 'paid', actor: SHOP, data: {} });
  if (order.confirmationSentAt) {
    const at = order.confirmationSentAt.toISOString();
    fromRow.push({
      at,
      kind: 'email.sent',
      actor: SHOP,
      data: { template: 'confirmation', to: order.email },
    });
  }
  const later = events.map((e) => ({
    at: e.at.toISOString(),
    kind: e.kind,
    actor: { kind: e.actorKind, id: e.actorId, email: e.actorEmail, client_address: e.clientAddress },
    data: e.data,
  }));
  return [...fromRow, ...later].sort((a, b) => a.at.localeCompare(b.at));
}

function addresses(o: OrderRow) {
  const shipping = {
    name: o.name,
    line1: o.line1,
    line2: o.line2,
    city: o.city,
    state: o.state,
    postal_code: o.postalCode,
    country: o.country,
  };
  return {
    shipping,
    billing: o.billingAddress ?? shipping,
    billing_same_as_shipping: o.billingAddress === null,
  };
}

async function linesOf(db: Db, orderId: number) {
  const rows = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      name: products.name,
      slug: products.slug,
      qty: orderItems.qty,
      restocked: orderItems.restockedQty,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((l) => ({
    id: l.id,
    product_id: l.productId,
    name: l.name,
    slug: l.slug,
    qty: l.qty,
    restocked_qty: l.restocked,
    unit_price: dollars(l.unitPriceCents),
    line_total: dollars(l.unitPriceCents * l.qty),
  }));
}

async function paymentOf(db: Db, o: OrderRow) {
  const [payment] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.pid, o.pid));
  const made = await db.select().from(refunds).where(eq(refunds.orderId, o.id)).orderBy(asc(refunds.id));
  return {
    provider: o.provider,
    pid: o.pid,
    method: o.paymentMethod,
    status: payment?.status ?? null,
    paid_at: o.paidAt?.toISOString() ?? null,
    refunds: made.map((r) => ({
      id: r.id,
      amount: dollars(r.amountCents),
      status: r.status,
      purpose: r.purpose,
      provider_refund_id: r.providerRefundId,
      error: r.error,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** The console's order page: items, amounts, addresses, payment and refunds, shipment and the timeline. */
export async function orderDetail(db: Db, orderId: number) {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o) throw new OrderNotFoundError(ORDER_OPS_MSG.notFound);
  return {
    id: o.id,
    order_no: `#${o.orderNumber}`,
    status: o.status,
    created_at: o.createdAt.toISOString(),
    customer: { user_id: o.userId, name: o.name, email: o.email, phone: o.phone },
    items: await linesOf(db, o.id),
    sub_total: dollars(o.subTotalCents),
    discount: dollars(o.discountCents),
    // Issue 40: each discount line and the code, as at checkout and in the customer's mail.
    discounts: o.discounts.map((d) => ({ label: d.label, amount: dollars(d.amount) })),
    discount_code: o.discountCode,
    shipping: dollars(o.shippingCents),
    total: dollars(o.totalCents),
    refund_amount: dollars(o.refundCents),
    total_after_refund: dollars(o.totalCents - o.refundCents),
    addresses: addresses(o),
    payment: await paymentOf(db, o),
    shipment: o.carrier
      ? {
          carrier: carrierName(o.carrier),
          tracking_number: o.trackingNumber,
          tracking_url: o.trackingNumber ? trackingUrl(o.carrier, o.trackingNumber) : null,
          shipped_at: o.shippedAt?.toISOString() ?? null,
          completed_at: o.completedAt?.toISOString() ?? null,
        }
      : null,
    hold_expires_at: o.status === 'pending' ? o.holdExpiresAt.toISOString() : null,
    timeline: await timelineOf(db, o),
  };
}
