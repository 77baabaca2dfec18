import { formatCents } from '@common/format';
import { CMS_MSG, ORDER_OPS_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http';
import { paymentProvider, ProviderUnavailableError, type PaymentProvider } from '../payments';
import { notifyStorefront } from '../revalidate';
import { productTags } from '../stock';
import { recordEvent, type Actor } from './actor';
import { OrderConflictError, ProviderFailedError } from './errors';
import { lockOrder, readOrder, type OrderRow } from './order-state';
import {
  applyRefund,
  markRefundFailed,
  reserveRefund,
  type RefundRequest,
  type RefundRow,
} from './refund-ledger';

const providerLabel = (name: string) => (name === 'stripe' ? 'Stripe' : 'The test processor');

/** The key sent to the provider: the shop's key scoped by the payment, unique across shops and databases. */
export const providerKey = (order: Pick<OrderRow, 'pid'>, key: string) => `refund-${order.pid}-${key}`;

/** The provider that took this order's payment (a shop that changed provider cannot reach the old one). */
function providerFor(deps: AppDeps, order: OrderRow): PaymentProvider {
  const provider = paymentProvider(deps);
  if (provider.name !== order.provider) {
    throw new OrderConflictError(
      `This order was paid through ${providerLabel(order.provider)}, which this shop no longer uses: refund it there.`,
    );
  }
  return provider;
}

/** Asks the provider; any failure marks the refund failed, is put on the timeline and becomes a clear error. */
async function askProvider(deps: AppDeps, order: OrderRow, row: RefundRow, actor: Actor) {
  const provider = providerFor(deps, order);
  try {
    const made = await provider.refund(order.pid, row.amountCents, providerKey(order, row.idempotencyKey), {
      refund_row: String(row.id),
      order_no: `#${order.orderNumber}`,
    });
    if (made.status === 'failed') throw new HttpError(409, CMS_MSG.payments.refundFailed);
    return made;
  } catch (err) {
    const label = providerLabel(provider.name);
    const reason = err instanceof Error ? err.message : String(err);
    await markRefundFailed(deps.db, row.id, reason);
    await recordEvent(deps.db, order.id, 'refund.failed', actor, deps.now(), {
      amount_cents: row.amountCents,
      refund_id: row.id,
      reason,
    });
    if (err instanceof HttpError) throw new OrderConflictError(ORDER_OPS_MSG.providerRefused(label, reason));
    if (!(err instanceof ProviderUnavailableError)) console.error(`[orders] refund ${row.id} failed:`, err);
    throw new ProviderFailedError(ORDER_OPS_MSG.providerUnavailable(label));
  }
}

export interface RefundOutcome {
  before: OrderRow;
  after: OrderRow;
  refund: RefundRow;
}

/**
 * The one way money goes back: under the order's row lock `prepare` checks the order and says what to refund,
 * the refund is reserved ('pending'), then asked of the provider outside any transaction (a slow provider
 * holds no lock), then recorded. A provider that fails leaves the order as it was; the same key retries.
 */
export async function runRefund(
  deps: AppDeps,
  orderId: number,
  prepare: (order: OrderRow) => RefundRequest,
  actor: Actor,
): Promise<RefundOutcome> {
  const { order, row } = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    return { order: locked, row: await reserveRefund(tx, locked, prepare(locked), deps.now()) };
  });
  const made = await askProvider(deps, order, row, actor);
  const applied = await deps.db.transaction((tx) => applyRefund(tx, row.id, made.id, actor, deps.now()));
  if (applied) {
    if (applied.slugs.length > 0) void notifyStorefront(deps.config, productTags(applied.slugs));
    return applied;
  }
  // Stripe's webhook recorded it first: the order already shows it.
  return { before: order, after: await readOrder(deps.db, orderId), refund: { ...row, status: 'succeeded' } };
}

export const refundedSoFar = (order: OrderRow) => formatCents(order.refundCents);
export const remainingAfterRefund = (order: OrderRow) => formatCents(order.totalCents - order.refundCents);
