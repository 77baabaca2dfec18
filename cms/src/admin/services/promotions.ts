import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { PROMO_CONSOLE_MSG } from '@common/messages';
import type { Db } from '../../db/client';
import { orders, promotionUses, promotions } from '../../db/schema';
import { HttpError } from '../../lib/http';

export type PromotionRow = typeof promotions.$inferSelect;

/** A promotion as `/api/admin/promotions` gives it (issue 40's field names; dollars for money). */
export function promotionOut(r: PromotionRow) {
  return {
    id: r.id,
    label: r.label,
    code: r.code,
    kind: r.kind,
    value: r.kind === 'amount' ? r.value / 100 : r.value,
    min_subtotal: r.minSubtotalCents / 100,
    starts_at: r.startsAt?.toISOString() ?? null,
    ends_at: r.endsAt?.toISOString() ?? null,
    usage_cap: r.usageCap,
    per_customer_cap: r.perCustomerCap,
    product_ids: r.productIds,
    category_slugs: r.categorySlugs,
    buy_qty: r.buyQty,
    get_qty: r.getQty,
    stacks: r.stacks,
    priority: r.priority,
    active: r.active,
    listed: r.listed,
    first_order_only: r.firstOrderOnly,
  };
}

/** 409 when another promotion has the code (the unique index would otherwise answer as a slug). */
export async function assertCodeFree(db: Db, code: string | null, id: number | null): Promise<void> {
  if (!code) return;
  const [other] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.code, code), id === null ? undefined : ne(promotions.id, id)))
    .limit(1);
  if (other) throw new HttpError(409, PROMO_CONSOLE_MSG.codeTaken, { code: PROMO_CONSOLE_MSG.codeTaken });
}

/** Refuses to delete a promotion that orders used: their history and the report need it. */
export async function assertUnused(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ n: count() }).from(promotionUses).where(eq(promotionUses.promotionId, id));
  if ((row?.n ?? 0) > 0) throw new HttpError(409, PROMO_CONSOLE_MSG.inUse);
}

/**
 * The per-promotion report: paid orders that used it, their revenue (paid less refunded) and the discount
 * it gave on them, in dollars; unpaid orders still holding a use are counted apart.
 */
export async function promotionReport(db: Db, id: number) {
  const given = sql<number>`coalesce(sum((
      select coalesce(sum((d->>'amount')::int), 0) from jsonb_array_elements(${orders.discounts}) d
      where (d->>'promotion_id')::int = ${id})), 0)`.mapWith(Number);
  const [paid] = await db
    .select({
      orders: count(),
      revenue: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundCents}), 0)`.mapWith(Number),
      discount: given,
    })
    .from(promotionUses)
    .innerJoin(orders, eq(orders.id, promotionUses.orderId))
    .where(and(eq(promotionUses.promotionId, id), isNotNull(orders.paidAt)));
  const [held] = await db
    .select({ n: count() })
    .from(promotionUses)
    .innerJoin(orders, eq(orders.id, promotionUses.orderId))
    .where(and(eq(promotionUses.promotionId, id), sql`${orders.paidAt} is null`));
  return {
    id,
    orders: paid?.orders ?? 0,
    revenue: (paid?.revenue ?? 0) / 100,
    discount_given: (paid?.discount ?? 0) / 100,
    held_by_unpaid_orders: held?.n ?? 0,
  };
}
