import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CMS_MSG, TEST_REFUND_NOT_PAID, TEST_REFUND_TOO_LARGE } from '@common/messages';
import type { Db } from '../../db/client';
import { payments, type TestRefund } from '../../db/schema';
import { HttpError } from '../../lib/http';
import type { ProviderRefund } from './provider';

const asProviderRefund = (r: TestRefund): ProviderRefund => ({
  id: r.id,
  amountCents: r.amount_cents,
  status: 'succeeded',
  metadata: r.metadata,
});

/**
 * The test processor's refunds, kept on the payment row. The row is locked while a refund is decided, so two
 * refunds of one payment take turns; a key seen before answers its first refund, as Stripe does.
 */
export async function testRefund(
  db: Db,
  input: { pid: string; amountCents: number; key: string; metadata: Record<string, string> },
): Promise<ProviderRefund> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ status: payments.status, totalCents: payments.totalCents, refunds: payments.refunds })
      .from(payments)
      .where(and(eq(payments.pid, input.pid), eq(payments.provider, 'test')))
      .for('update');
    if (!payment) throw new HttpError(404, CMS_MSG.payments.notFound);
    const earlier = payment.refunds.find((r) => r.key === input.key);
    if (earlier) return asProviderRefund(earlier);
    if (payment.status !== 'succeeded') throw new HttpError(409, TEST_REFUND_NOT_PAID);
    const refunded = payment.refunds.reduce((sum, r) => sum + r.amount_cents, 0);
    if (refunded + input.amountCents > payment.totalCents) throw new HttpError(409, TEST_REFUND_TOO_LARGE);
    const made: TestRefund = {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      key: input.key,
      amount_cents: input.amountCents,
      metadata: input.metadata,
    };
    await tx
      .update(payments)
      .set({ refunds: sql`${payments.refunds} || ${JSON.stringify([made])}::jsonb` })
      .where(eq(payments.pid, input.pid));
    return asProviderRefund(made);
  });
}

export async function testRefundsOf(db: Db, pid: string): Promise<ProviderRefund[]> {
  const [payment] = await db
    .select({ refunds: payments.refunds })
    .from(payments)
    .where(and(eq(payments.pid, pid), eq(payments.provider, 'test')));
  return (payment?.refunds ?? []).map(asProviderRefund);
}
