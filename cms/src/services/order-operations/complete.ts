import { eq } from 'drizzle-orm';
import { ORDER_OPS_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { orders } from '../../db/schema';
import { recordEvent, type Actor } from './actor';
import { OrderConflictError } from './errors';
import { lockOrder, operationResult, orderNoOf, type OperationResult } from './order-state';

/** Shipped → completed (delivered). No email: the parcel has arrived. */
export async function completeOrder(deps: AppDeps, orderId: number, actor: Actor): Promise<OperationResult> {
  const at = deps.now();
  const { before, after } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'shipped') {
      throw new OrderConflictError(ORDER_OPS_MSG.cannotComplete(orderNoOf(order), order.status));
    }
    const [completed] = await tx
      .update(orders)
      .set({ status: 'completed', completedAt: at })
      .where(eq(orders.id, orderId))
      .returning();
    if (!completed) throw new Error(`order ${orderId} vanished while being completed`);
    await recordEvent(tx, orderId, 'completed', actor, at);
    return { before: order, after: completed };
  });
  return operationResult('order.complete', before, after);
}
