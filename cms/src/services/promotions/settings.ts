import { eq } from 'drizzle-orm';
import type { ShippingSettings } from '@common/pricing';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { promotions, shopSettings } from '../../db/schema';

/** The spec's rule, used if the settings row were ever missing (migration 0010 inserts it). */
export const SPEC_DEFAULTS = {
  shippingCents: 2000,
  freeShippingThresholdCents: 4900,
  refundReturnsUse: false,
};

export type ShopSettings = ShippingSettings & { refundReturnsUse: boolean };

const shopSettingsStatement = preparedOnce((db) =>
  db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1).prepare('shop_settings'),
);

/** The owner's shipping rule and promotion settings (one row). */
export async function loadShopSettings(db: Db): Promise<ShopSettings> {
  const [row] = await shopSettingsStatement(db).execute();
  return row ?? SPEC_DEFAULTS;
}

/**
 * An order's discount lines as its mail and history name them. The first-order offer keeps the name the
 * confirmation mail always gave it ('First-order discount'); lines of 0 (free shipping) show as 'Free'
 * shipping instead.
 */
export async function discountLinesOf(
  db: Db,
  discounts: { promotion_id: number; label: string; amount: number }[],
): Promise<{ label: string; amount: number }[]> {
  const shown = discounts.filter((d) => d.amount > 0);
  if (shown.length === 0) return [];
  const firstOrder = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.firstOrderOnly, true));
  const firstIds = new Set(firstOrder.map((p) => p.id));
  return shown.map((d) => ({
    label: firstIds.has(d.promotion_id) ? 'First-order discount' : d.label,
    amount: d.amount,
  }));
}
