import * as z from 'zod/mini';
import { withData } from './envelope';

/**
 * Promotions in the shop's API (issue 40), added compatibly: every new answer field is optional for the
 * storefront's parsers, so a CMS without promotions still parses.
 */

/** One discount of a priced cart, in integer cents, with the label the shopper reads. */
export const discountLineSchema = z.object({ label: z.string(), amount: z.number().check(z.int()) });
export type DiscountLineOut = z.infer<typeof discountLineSchema>;

/** GET /api/v1/settings/shipping: the shipping rule the owner set (cents). */
export const shippingSettingsResponse = withData(
  z.object({
    shipping_cents: z.number().check(z.int()),
    free_shipping_threshold_cents: z.number().check(z.int()),
  }),
);
export type ShippingSettingsOut = z.infer<typeof shippingSettingsResponse>['data'];

/** One code on the signed-in customer's Vouchers page: its terms and expiry. */
export const voucherSchema = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.string(),
  value: z.number(),
  min_subtotal: z.number(),
  ends_at: z.nullable(z.string()),
});
export type Voucher = z.infer<typeof voucherSchema>;
/** GET /api/v1/user/vouchers */
export const vouchersResponse = withData(z.object({ vouchers: z.array(voucherSchema) }));
