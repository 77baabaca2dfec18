import { asc, desc, eq, inArray } from 'drizzle-orm';
import { carrierName, trackingUrl } from '@common/carriers';
import type { Order } from '@common/contract';
import type { AppDeps } from '../deps';
import { orderItems, orders, products } from '../db/schema';
import { dollars } from '../lib/http';
import { absoluteUrl } from '../lib/urls';

/**
 * A user's orders, newest first, in the contract's shape: dollars as numbers, `amount` the total paid,
 * and each line's product with the unit price the order was placed at (not today's price).
 */
export async function orderHistory(deps: AppDeps, userId: number): Promise<Order[]> {
  const rows = await deps.db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return asRecords(deps, rows);
}

/** One order in the contract's shape (a guest's, opened through its signed link). */
export async function orderRecord(deps: AppDeps, order: typeof orders.$inferSelect): Promise<Order> {
  const [record] = await asRecords(deps, [order]);
  if (!record) throw new Error(`order ${order.id} has no record`);
  return record;
}

async function asRecords({ db, config }: AppDeps, rows: (typeof orders.$inferSelect)[]): Promise<Order[]> {
  if (rows.length === 0) return [];

  const lines = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      qty: orderItems.qty,
      unitPriceCents: orderItems.unitPriceCents,
      productId: products.id,
      name: products.name,
      slug: products.slug,
      image: products.image,
    })
    .from(orderItems)
    .innerJoin(products, eq(orderItems.productId, products.id))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.id));

  return rows.map((o) => ({
    id: o.id,
    order_no: `#${o.orderNumber}`,
    created_at: o.createdAt.toISOString(),
    amount: dollars(o.totalCents),
    status: o.status,
    order_items: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        id: l.id,
        qty: l.qty,
        product: {
          id: l.productId,
          name: l.name,
          price: dollars(l.unitPriceCents),
          slug: l.slug,
          image: absoluteUrl(config.publicUrl, l.image),
        },
      })),
    sub_total: dollars(o.subTotalCents),
    shipping_amount: dollars(o.shippingCents),
    is_first_order: o.isFirstOrder,
    first_order_discount: dollars(o.discountCents),
    // Issue 40: each discount with its label, in dollars like the rest of this answer.
    discounts: o.discounts
      .filter((d) => d.amount > 0)
      .map((d) => ({ label: d.label, amount: dollars(d.amount) })),
    discount_code: o.discountCode,
    refund_amount: dollars(o.refundCents),
    total_after_refund: dollars(o.totalCents - o.refundCents),
    carrier: o.carrier ? carrierName(o.carrier) : null,
    tracking_number: o.trackingNumber,
    tracking_url: o.carrier && o.trackingNumber ? trackingUrl(o.carrier, o.trackingNumber) : null,
  }));
}
