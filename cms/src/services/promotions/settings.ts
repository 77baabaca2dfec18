import { eq } from 'drizzle-orm';
import type { ShippingSettings } from '@common/pricing';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema';

/** The spec's rule, used if the settings row were ever missing (migration 0010 inserts it). */
const SPEC_DEFAULTS = { shippingCents: 2000, freeShippingThresholdCents: 4900, refundReturnsUse: false };

export type ShopSettings = ShippingSettings & { refundReturnsUse: boolean };

/** The owner's shipping rule and promotion settings (one row). */
export async function loadShopSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  return row ?? SPEC_DEFAULTS;
}
