import { eq } from 'drizzle-orm';
import { trackingUrl } from '@common/carriers';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { dollars } from '../../lib/http';
import { ORDER_OPS_MSG } from '@common/messages';
import { OrderNotFoundError } from './errors';

export type OrderRow = typeof orders.$inferSelect;

/** The order's fields an operation changes, as the console's audit log keeps them (before and after). */
export interface OrderSnapshot {
  id: number;
  order_no: string;
  status: OrderRow['status'];
  total: number;
  refund_amount: number;
  total_after_refund: number;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
}

export const orderNoOf = (order: Pick<OrderRow, 'orderNumber'>) => `#${order.orderNumber}`;

export function snapshotOf(order: OrderRow): OrderSnapshot {
  return {
    id: order.id,
    order_no: orderNoOf(order),
    status: order.status,
    total: dollars(order.totalCents),
    refund_amount: dollars(order.refundCents),
    total_after_refund: dollars(order.totalCents - order.refundCents),
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    tracking_url:
      order.carrier && order.trackingNumber ? trackingUrl(order.carrier, order.trackingNumber) : null,
  };
}

/**
 * What every operation returns. `audit` is the hook for the console's audit log: its route writes one row
 * from it (action, entity, entity_id, before, after) with the staff member it already knows.
 */
export interface OperationResult {
  order: OrderSnapshot;
  audit: { action: string; entity: 'orders'; entity_id: number; before: OrderSnapshot; after: OrderSnapshot };
}

export function operationResult(action: string, before: OrderRow, after: OrderRow): OperationResult {
  const afterSnapshot = snapshotOf(after);
  return {
    order: afterSnapshot,
    audit: {
      action,
      entity: 'orders',
      entity_id: after.id,
      before: snapshotOf(before),
      after: afterSnapshot,
    },
  };
}

/**
 * Reads the order and locks its row until the caller's transaction ends (SELECT … FOR UPDATE), so two
 * operations on one order (two staff refunding at once, a refund and Stripe's webhook) take turns.
 */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new OrderNotFoundError(ORDER_OPS_MSG.notFound);
  return order;
}

export async function readOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new OrderNotFoundError(ORDER_OPS_MSG.notFound);
  return order;
}
