import { count, eq } from 'drizzle-orm';
import type { ReturnOrderInput } from '@common/contract';
import { RETURNS_PER_ORDER_MAX } from '@common/constants';
import { AFTER_SALE_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { returnItems, returns } from '../../db/schema';
import { recordEvent, type Actor } from '../order-operations/actor';
import { OrderConflictError, OrderInputError } from '../order-operations/errors';
import { notifyCustomer } from '../order-operations/notify';
import { lockOrder, orderNoOf, type OrderRow } from '../order-operations/order-state';
import { returnEmail } from './return-mails';
import { returnableLines } from './return-records';
import { returnWindowDays, withinWindow } from './return-window';

/** Whether a return may be asked for this order now (delivered, within the window). */
export async function mayReturn(deps: AppDeps, order: OrderRow): Promise<boolean> {
  return (
    order.status === 'completed' &&
    withinWindow(order.completedAt, await returnWindowDays(deps.db), deps.now())
  );
}

/** Adds up the lines asked for (a line named twice counts once, with both quantities). */
function askedLines(items: ReturnOrderInput['items']): Map<number, number> {
  const asked = new Map<number, number>();
  for (const i of items) asked.set(i.order_item_id, (asked.get(i.order_item_id) ?? 0) + i.qty);
  return asked;
}

/**
 * Records a return request of a delivered order within the return window: under the order's row lock, so
 * parallel requests can never ask back more units of a line than were bought. The customer is mailed.
 */
export async function requestReturn(
  deps: AppDeps,
  orderId: number,
  input: Pick<ReturnOrderInput, 'items' | 'reason'>,
  actor: Extract<Actor, { kind: 'customer' }>,
): Promise<number> {
  const days = await returnWindowDays(deps.db);
  const at = deps.now();
  const { order, returnId } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const orderNo = orderNoOf(order);
    if (order.status !== 'completed') throw new OrderConflictError(AFTER_SALE_MSG.notDelivered(orderNo));
    if (!withinWindow(order.completedAt, days, at)) {
      throw new OrderConflictError(AFTER_SALE_MSG.windowClosed(orderNo, days));
    }
    const [made] = await tx.select({ n: count() }).from(returns).where(eq(returns.orderId, order.id));
    if ((made?.n ?? 0) >= RETURNS_PER_ORDER_MAX) throw new OrderConflictError(AFTER_SALE_MSG.tooManyReturns);
    const lines = new Map((await returnableLines(tx, order.id)).map((l) => [l.id, l]));
    const asked = askedLines(input.items);
    for (const [id, qty] of asked) {
      const line = lines.get(id);
      if (!line) throw new OrderInputError('items', AFTER_SALE_MSG.unknownLine);
      if (!line.policyAllows) throw new OrderInputError('items', AFTER_SALE_MSG.notReturnable(line.name));
      if (qty > line.left)
        throw new OrderInputError('items', AFTER_SALE_MSG.tooManyUnits(line.name, line.left));
    }
    const [row] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        reason: input.reason,
        clientAddress: actor.client_address,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: returns.id });
    if (!row) throw new Error('return insert returned nothing');
    await tx
      .insert(returnItems)
      .values([...asked].map(([orderItemId, qty]) => ({ returnId: row.id, orderItemId, qty })));
    await recordEvent(tx, order.id, 'return.requested', actor, at, {
      return_id: row.id,
      items: [...asked].map(([order_item_id, qty]) => ({ order_item_id, qty })),
    });
    return { order, returnId: row.id };
  });
  const mail = returnEmail('requested', {
    to: order.email,
    name: order.name,
    orderNo: orderNoOf(order),
    returnId,
  });
  await notifyCustomer(deps, order.id, 'return.requested', mail, actor);
  return returnId;
}
