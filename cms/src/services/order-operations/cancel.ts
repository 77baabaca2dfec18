import { eq } from 'drizzle-orm';
import { formatCents } from '@common/format';
import { ORDER_OPS_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { orders } from '../../db/schema';
import { canceledEmail } from '../emails/order-updates';
import { releaseHold } from '../holds';
import { paymentProvider } from '../payments';
import { notifyStorefront } from '../revalidate';
import { productTags } from '../stock';
import { recordEvent, type Actor } from './actor';
import { OrderConflictError } from './errors';
import { notifyCustomer } from './notify';
import {
  lockOrder,
  operationResult,
  orderNoOf,
  readOrder,
  type OperationResult,
  type OrderRow,
} from './order-state';
import { restockableLines } from './refund-ledger';
import { runRefund } from './run-refund';

/** An unpaid order: its hold is released (stock back) and its payment closed, so it can no longer be paid. */
async function cancelUnpaid(deps: AppDeps, order: OrderRow, actor: Actor) {
  const at = deps.now();
  const released = await deps.db.transaction(async (tx) => {
    const done = await releaseHold(tx, order.id, at);
    if (!done) return null;
    await tx.update(orders).set({ canceledAt: at }).where(eq(orders.id, order.id));
    await recordEvent(tx, order.id, 'canceled', actor, at, { paid: false });
    return done;
  });
  if (!released) {
    const now = await readOrder(deps.db, order.id);
    throw new OrderConflictError(ORDER_OPS_MSG.cannotCancel(orderNoOf(now), now.status));
  }
  if (released.slugs.length > 0) void notifyStorefront(deps.config, productTags(released.slugs));
  const provider = paymentProvider(deps);
  if (provider.cancel && provider.name === order.provider) {
    await provider.cancel(order.pid).catch((err: unknown) => {
      console.error(
        `[orders] could not close payment ${order.pid} of canceled order #${order.orderNumber}:`,
        err,
      );
    });
  }
  return readOrder(deps.db, order.id);
}

/** A paid order not yet shipped: what is left of its payment is refunded and every line goes back in stock. */
async function cancelPaid(deps: AppDeps, orderId: number, actor: Actor) {
  const lines = await restockableLines(deps.db, orderId);
  const { after } = await runRefund(
    deps,
    orderId,
    (order) => {
      if (order.status !== 'processing') {
        throw new OrderConflictError(ORDER_OPS_MSG.cannotCancel(orderNoOf(order), order.status));
      }
      return {
        amountCents: order.totalCents - order.refundCents,
        restock: lines
          .map((l) => ({ order_item_id: l.id, qty: l.qty - l.restocked }))
          .filter((l) => l.qty > 0),
        // One cancellation per order: a retry after a provider failure is the same refund.
        key: `cancel-${order.pid}`,
        purpose: 'cancel',
      };
    },
    actor,
  );
  return after;
}

/**
 * Cancels an order before it ships: the stock comes back, a paid order's payment is refunded in full through
 * its provider, and the customer is mailed. A shipped order is refused (refund it instead).
 */
export async function cancelOrder(deps: AppDeps, orderId: number, actor: Actor): Promise<OperationResult> {
  const before = await deps.db.transaction((tx) => lockOrder(tx, orderId));
  let after: OrderRow;
  if (before.status === 'pending') after = await cancelUnpaid(deps, before, actor);
  else if (before.status === 'processing') after = await cancelPaid(deps, orderId, actor);
  else throw new OrderConflictError(ORDER_OPS_MSG.cannotCancel(orderNoOf(before), before.status));

  const refunded = after.refundCents - before.refundCents;
  const mail = canceledEmail({
    to: after.email,
    name: after.name,
    orderNo: orderNoOf(after),
    refunded: before.status === 'processing' && refunded > 0 ? formatCents(refunded) : null,
  });
  await notifyCustomer(deps, orderId, 'canceled', mail, actor);
  return operationResult('order.cancel', before, after);
}
