import { eq } from 'drizzle-orm';
import {
  CARRIERS,
  TRACKING_NUMBER_PATTERN,
  isCarrierId,
  normaliseTrackingNumber,
  trackingUrl,
} from '@common/carriers';
import { AFTER_SALE_MSG, ORDER_OPS_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { orders } from '../../db/schema';
import { shippedEmail } from '../emails/order-updates';
import { orderLinkUrl } from '../returns/order-links';
import { recordEvent, type Actor } from './actor';
import { OrderConflictError, OrderInputError } from './errors';
import { notifyCustomer } from './notify';
import { lockOrder, operationResult, orderNoOf, type OperationResult } from './order-state';

export interface ShipInput {
  carrier: string;
  tracking_number: string;
}

function validShipment(input: ShipInput) {
  const carrier = input.carrier.trim().toLowerCase();
  if (!isCarrierId(carrier)) throw new OrderInputError('carrier', ORDER_OPS_MSG.carrierUnknown);
  const trackingNumber = normaliseTrackingNumber(input.tracking_number);
  if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) {
    throw new OrderInputError('tracking_number', ORDER_OPS_MSG.trackingInvalid);
  }
  return { carrier, trackingNumber };
}

/** Paid ('processing') → shipped, with a carrier and a tracking number; the customer is mailed the link. */
export async function shipOrder(
  deps: AppDeps,
  orderId: number,
  input: ShipInput,
  actor: Actor,
): Promise<OperationResult> {
  const { carrier, trackingNumber } = validShipment(input);
  const at = deps.now();
  const { before, after } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'processing') {
      throw new OrderConflictError(ORDER_OPS_MSG.cannotShip(orderNoOf(order), order.status));
    }
    const [shipped] = await tx
      .update(orders)
      .set({ status: 'shipped', carrier, trackingNumber, shippedAt: at })
      .where(eq(orders.id, orderId))
      .returning();
    if (!shipped) throw new Error(`order ${orderId} vanished while being shipped`);
    await recordEvent(tx, orderId, 'shipped', actor, at, { carrier, tracking_number: trackingNumber });
    return { before: order, after: shipped };
  });
  const mail = shippedEmail({
    to: after.email,
    name: after.name,
    orderNo: orderNoOf(after),
    carrier: CARRIERS[carrier].name,
    trackingNumber,
    trackingUrl: trackingUrl(carrier, trackingNumber),
    // A guest asks for a return through the order's signed link (ADR 0085).
    returnLink:
      after.userId === null
        ? { label: AFTER_SALE_MSG.email.returnLink, url: orderLinkUrl(deps.config, after, 'return') }
        : null,
  });
  await notifyCustomer(deps, orderId, 'shipped', mail, actor);
  return operationResult('order.ship', before, after);
}
