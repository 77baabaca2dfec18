import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import { PROMO_MSG } from '@common/messages';
import { checkApplicable, type PricingLine, type PricingPromotion } from '@common/pricing';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { promotions, promotionUses, shopSettings } from '../../db/schema';
import { SPEC_DEFAULTS, type ShopSettings } from './settings';
import { HttpError } from '../../lib/http';

export type PromotionRow = typeof promotions.$inferSelect;

/** A code as the shop stores it: trimmed, upper-case; blank is no code. */
export const normalizeCode = (code: string | null | undefined) => code?.trim().toUpperCase() || null;

/** The label the shopper reads: the first-order offer keeps the spec's wording with its current percent. */
export const labelOf = (p: PromotionRow) =>
  p.firstOrderOnly && p.kind === 'percent' ? PROMO_MSG.firstOrderLabel(p.value) : p.label;

export function toPricing(p: PromotionRow): PricingPromotion {
  return {
    id: p.id,
    label: labelOf(p),
    kind: p.kind,
    value: p.value,
    minSubtotalCents: p.minSubtotalCents,
    productIds: p.productIds,
    categorySlugs: p.categorySlugs,
    buyQty: p.buyQty,
    getQty: p.getQty,
    stacks: p.stacks,
    priority: p.priority,
  };
}

const started = (p: PromotionRow, at: Date) => !p.startsAt || p.startsAt <= at;
const ended = (p: PromotionRow, at: Date) => p.endsAt !== null && p.endsAt <= at;

/** Uses held or made of a promotion: in all, and by this customer (their account, or their email). */
export async function usesOf(
  db: Db,
  promotionId: number,
  who: { userId: number | null; email: string | null },
): Promise<{ total: number; mine: number }> {
  const mineWhere =
    who.userId !== null && who.email
      ? or(eq(promotionUses.userId, who.userId), eq(promotionUses.email, who.email))
      : who.userId !== null
        ? eq(promotionUses.userId, who.userId)
        : who.email
          ? eq(promotionUses.email, who.email)
          : sql`false`;
  const [row] = await db
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${mineWhere})`.mapWith(Number),
    })
    .from(promotionUses)
    .where(eq(promotionUses.promotionId, promotionId));
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
}

/** Throws 422 'used up' when the promotion has no use left, in all or for this customer. */
export async function assertUsesLeft(
  db: Db,
  p: PromotionRow,
  who: { userId: number | null; email: string | null },
): Promise<void> {
  if (p.usageCap === null && p.perCustomerCap === null) return;
  const uses = await usesOf(db, p.id, who);
  if (p.usageCap !== null && uses.total >= p.usageCap)
    throw new HttpError(422, PROMO_MSG.usedUp, { discount_code: PROMO_MSG.usedUp });
  if (p.perCustomerCap !== null && uses.mine >= p.perCustomerCap) {
    throw new HttpError(422, PROMO_MSG.perCustomerUsed, { discount_code: PROMO_MSG.perCustomerUsed });
  }
}

const refuse = (message: string) => new HttpError(422, message, { discount_code: message });

/** The typed code's promotion, or the 422 that names what is wrong with it for this cart. */
async function codePromotion(
  db: Db,
  code: string,
  lines: PricingLine[],
  who: { userId: number | null; email: string | null },
  at: Date,
): Promise<PromotionRow> {
  const [p] = await db.select().from(promotions).where(eq(promotions.code, code)).limit(1);
  // Paused, not yet started, or first-order only: to the shopper it is not a code they can use.
  if (!p || !p.active || !started(p, at) || p.firstOrderOnly) throw refuse(PROMO_MSG.unknown);
  if (ended(p, at)) throw refuse(PROMO_MSG.expired);
  const why = checkApplicable(toPricing(p), lines);
  if (why?.reason === 'below_minimum') throw refuse(PROMO_MSG.belowMinimum(why.neededCents));
  if (why) throw refuse(PROMO_MSG.notForItems);
  await assertUsesLeft(db, p, who);
  return p;
}

/** The offers without a code that are switched on. */
const automaticPromotionsStatement = preparedOnce((db) =>
  db
    .select()
    .from(promotions)
    .where(and(isNull(promotions.code), eq(promotions.active, true)))
    .prepare('checkout_automatic_promotions'),
);

/** The settings row with each offer of automaticPromotionsStatement (one row, its offer null, for none). */
const rulesStatement = preparedOnce((db) =>
  db
    .select({ settings: shopSettings, promotion: promotions })
    .from(shopSettings)
    .leftJoin(promotions, and(isNull(promotions.code), eq(promotions.active, true)))
    .where(eq(shopSettings.id, 1))
    .prepare('checkout_settings_and_automatic_promotions'),
);

/**
 * What every initiate prices a cart by: the owner's shop settings and the automatic offers switched on, in
 * one read (issue #42: two round trips before). The settings row always exists (migration 0010); were it
 * missing, the offers are read on their own and the spec's defaults apply, as loadShopSettings does.
 */
export async function checkoutRules(db: Db): Promise<{ settings: ShopSettings; automatic: PromotionRow[] }> {
  const rows = await rulesStatement(db).execute();
  if (!rows[0])
    return { settings: SPEC_DEFAULTS, automatic: await automaticPromotionsStatement(db).execute() };
  return { settings: rows[0].settings, automatic: rows.flatMap((r) => (r.promotion ? [r.promotion] : [])) };
}

export interface UsablePromotions {
  promotions: PricingPromotion[];
  firstOrderId: number | null;
  code: string | null;
  codeId: number | null;
}

/**
 * The promotions this cart may get: of the automatic offers switched on (`automatic`, checkoutRules), those
 * running now (the first-order one only for a first order; capped ones with uses left), and the typed code,
 * which must be usable or the call fails with 422.
 */
export async function usablePromotions(
  db: Db,
  input: {
    lines: PricingLine[];
    userId: number | null;
    firstOrder: boolean;
    code: string | null | undefined;
  },
  automatic: PromotionRow[],
  at: Date,
): Promise<UsablePromotions> {
  const who = { userId: input.userId, email: null };
  const code = normalizeCode(input.code);
  const running: PromotionRow[] = [];
  for (const p of automatic) {
    if (!started(p, at) || ended(p, at)) continue;
    if (p.firstOrderOnly && !input.firstOrder) continue;
    if (p.usageCap !== null || p.perCustomerCap !== null) {
      const uses = await usesOf(db, p.id, who);
      if (p.usageCap !== null && uses.total >= p.usageCap) continue;
      if (p.perCustomerCap !== null && uses.mine >= p.perCustomerCap) continue;
    }
    running.push(p);
  }
  const typed = code ? await codePromotion(db, code, input.lines, who, at) : null;
  const all = typed ? [...running, typed] : running;
  return {
    promotions: all.map(toPricing),
    firstOrderId: running.find((p) => p.firstOrderOnly)?.id ?? null,
    code: typed ? code : null,
    codeId: typed?.id ?? null,
  };
}
