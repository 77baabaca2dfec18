import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { refunds } from '../../db/schema';
import { paymentProvider, type ProviderRefund } from '../payments';
import { WEBHOOK, type Actor } from './actor';
import { applyRefund, type RefundRow } from './refund-ledger';
import { readOrder } from './order-state';

/** The shop's own refund row a provider refund answers: by the row id the shop sent in its metadata. */
async function ownRow(deps: AppDeps, orderId: number, made: ProviderRefund): Promise<RefundRow | undefined> {
  const id = Number(made.metadata.refund_row);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const [row] = await deps.db.select().from(refunds).where(eq(refunds.id, id));
  return row && row.orderId === orderId && row.amountCents === made.amountCents ? row : undefined;
}

/** A refund made outside the shop (Stripe's dashboard): a row of its own, keyed by the provider's refund id. */
async function outsideRow(deps: AppDeps, orderId: number, made: ProviderRefund, at: Date) {
  await deps.db
    .insert(refunds)
    .values({
      orderId,
      idempotencyKey: `provider-${made.id}`,
      amountCents: made.amountCents,
      purpose: 'provider',
      attemptedAt: at,
      createdAt: at,
    })
    .onConflictDoNothing();
  const [row] = await deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, `provider-${made.id}`));
  return row;
}

/**
 * Records every refund the provider reports for an order's payment that the shop has not recorded yet
 * (`charge.refunded`): a refund the shop asked for whose answer was lost, or one made in Stripe's dashboard.
 * Each is recorded once, however often the webhook is delivered: by its row (the shop's own) or by its key
 * `provider-<refund id>` (unique), then applied conditionally. Returns how many were recorded now.
 */
export async function recordProviderRefunds(
  deps: AppDeps,
  orderId: number,
  actor: Actor = WEBHOOK,
): Promise<number> {
  const order = await readOrder(deps.db, orderId);
  const provider = paymentProvider(deps);
  if (provider.name !== order.provider) return 0;
  const reported = await provider.listRefunds(order.pid);
  let recorded = 0;
  for (const made of reported) {
    if (made.status === 'failed') continue;
    const [known] = await deps.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.providerRefundId, made.id));
    if (known) continue;
    const row = (await ownRow(deps, orderId, made)) ?? (await outsideRow(deps, orderId, made, deps.now()));
    if (!row) continue;
    const applied = await deps.db.transaction((tx) => applyRefund(tx, row.id, made.id, actor, deps.now()));
    if (applied) recorded++;
  }
  return recorded;
}
