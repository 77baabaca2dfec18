import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_CENTS } from '@common/constants';
import { shippingSettingsResponse } from '@common/contract';
import type { ShippingSettings } from '@common/pricing';
import { cmsFetch } from './client';
import { CATALOGUE_TAG, SETTINGS_TAG } from './tags';

/** The spec's rule: what the shop shows when the CMS cannot say (or predates promotions). */
export const SPEC_SHIPPING: ShippingSettings = {
  shippingCents: SHIPPING_CENTS,
  freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
};

async function fetchShippingSettings(): Promise<ShippingSettings> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAG, SETTINGS_TAG);
  const body = await cmsFetch('/settings/shipping', shippingSettingsResponse);
  return {
    shippingCents: body.data.shipping_cents,
    freeShippingThresholdCents: body.data.free_shipping_threshold_cents,
  };
}

/**
 * The owner's shipping rule (issue 40): the header strip names its threshold and the cart estimates with
 * it. A failed load is logged and yields the spec's rule, so the shop still renders.
 */
export async function getShippingSettings(): Promise<ShippingSettings> {
  try {
    return await fetchShippingSettings();
  } catch (err) {
    console.error('[cms] shipping settings failed to load:', (err as Error).message);
    return SPEC_SHIPPING;
  }
}
