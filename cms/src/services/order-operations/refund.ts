import { formatCents } from '@common/format';
import { ORDER_OPS_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { refundedEmail } from '../emails/order-updates';
import type { Actor } from './actor';
import { OrderConflictError, OrderInputError } from './errors';
import { notifyCustomer } from './notify';
import { operationResult, orderNoOf, type OperationResult, type OrderRow } from './order-state';
import type { RestockLine } from './refund-ledger';
import { refundedSoFar, remainingAfterRefund, runRefund } from './run-refund';

export interface RefundInput {
  /** Dollars with cents, as the console's money fields are. */
  amount: number;
  /** Lines to put back in stock, by order item id. */
  restock?: RestockLine[];
  /** Made by the console once per refund form; a retry sends the same one. */
  idempotency_key: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
const REFUNDABLE: OrderRow['status'][] = ['processing', 'shipped', 'completed'];

function centsOf(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents <= 0 || Math.abs(amount * 100 - cents) > 1e-6) {
    throw new OrderInputError('amount', ORDER_OPS_MSG.amountInvalid);
  }
  return cents;
}

function validRestock(lines: RestockLine[] | undefined): RestockLine[] {
  for (const l of lines ?? []) {
    if (!Number.isInteger(l.order_item_id) || !Number.isInteger(l.qty) || l.qty < 1) {
      throw new OrderInputError('restock', ORDER_OPS_MSG.restockUnknownLine);
    }
  }
  return lines ?? [];
}

/**
 * Refunds a paid order in full or in part through its provider, optionally putting chosen lines back in
 * stock. Once the whole total is refunded the order is 'refunded'. The customer is mailed.
 */
export async function refundOrder(
  deps: AppDeps,
  orderId: number,
  input: RefundInput,
  actor: Actor,
): Promise<OperationResult> {
  const amountCents = centsOf(input.amount);
  if (!KEY_PATTERN.test(input.idempotency_key)) {
    throw new OrderInputError('idempotency_key', ORDER_OPS_MSG.keyInvalid);
  }
  const restock = validRestock(input.restock);
  const { before, after, refund } = await runRefund(
    deps,
    orderId,
    (order) => {
      if (!REFUNDABLE.includes(order.status)) {
        throw new OrderConflictError(ORDER_OPS_MSG.cannotRefund(orderNoOf(order), order.status));
      }
      return { amountCents, restock, key: input.idempotency_key, purpose: 'refund' };
    },
    actor,
  );
  const mail = refundedEmail({
    to: after.email,
    name: after.name,
    orderNo: orderNoOf(after),
    amount: formatCents(refund.amountCents),
    refundedSoFar: refundedSoFar(after),
    remaining: remainingAfterRefund(after),
  });
  await notifyCustomer(deps, orderId, 'refunded', mail, actor);
  return operationResult('order.refund', before, after);
}
