import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Voucher } from '@common/contract';
import type { Db } from '../../db/client';
import { promotionGrants, promotions } from '../../db/schema';

/**
 * The codes meant for a signed-in customer (their Vouchers page): those the owner issued to them and the
 * public ones the owner chose to list, running now (active, started, not ended), soonest expiry first.
 */
export async function vouchersOf(db: Db, userId: number, at: Date): Promise<Voucher[]> {
  const issued = db
    .select({ id: promotionGrants.promotionId })
    .from(promotionGrants)
    .where(eq(promotionGrants.userId, userId));
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        isNotNull(promotions.code),
        eq(promotions.active, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, at)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, at)),
        or(eq(promotions.listed, true), inArray(promotions.id, issued)),
      ),
    )
    .orderBy(promotions.endsAt, promotions.id)
    .limit(100);
  return rows.map((p) => ({
    code: p.code ?? '',
    label: p.label,
    kind: p.kind,
    value: p.kind === 'amount' ? p.value / 100 : p.value,
    min_subtotal: p.minSubtotalCents / 100,
    ends_at: p.endsAt?.toISOString() ?? null,
  }));
}
