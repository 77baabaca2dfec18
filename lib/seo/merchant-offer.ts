import type { Product } from '@common/contract';
import {
  CURRENCY,
  FREE_SHIPPING_THRESHOLD_CENTS,
  NO_RETURN_CATEGORY_SLUGS,
  RETURN_WINDOW_DAYS,
  SHIPPING_CENTS,
  SHIPPING_COUNTRY,
} from '@common/constants';
import { absoluteUrl } from './site';

/** The parts of a product's Offer Google's merchant listings read for shipping and returns (ADR 0021). */

const SCHEMA = 'https://schema.org/';

/**
 * Shipping as the checkout charges it for this product bought alone: free to the USA from $49, else $20
 * (common/constants.ts, the numbers the cart and the CMS's order totals use).
 */
export function shippingDetails(product: Product) {
  const free = Math.round(product.price * 100) >= FREE_SHIPPING_THRESHOLD_CENTS;
  return {
    '@type': 'OfferShippingDetails' as const,
    shippingRate: {
      '@type': 'MonetaryAmount' as const,
      value: free ? 0 : SHIPPING_CENTS / 100,
      currency: CURRENCY,
    },
    shippingDestination: { '@type': 'DefinedRegion' as const, addressCountry: SHIPPING_COUNTRY },
  };
}

/**
 * The return policy page for this product's category: live plants, food, teas and seeds are not taken
 * back; anything else unused within RETURN_WINDOW_DAYS, by mail, the shopper paying the return postage.
 */
export function returnPolicy(product: Product) {
  const common = {
    '@type': 'MerchantReturnPolicy' as const,
    applicableCountry: SHIPPING_COUNTRY,
    merchantReturnLink: absoluteUrl('/return-policy'),
  };
  if (NO_RETURN_CATEGORY_SLUGS.includes(product.category_slug)) {
    return { ...common, returnPolicyCategory: `${SCHEMA}MerchantReturnNotPermitted` };
  }
  return {
    ...common,
    returnPolicyCategory: `${SCHEMA}MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: `${SCHEMA}ReturnByMail`,
    returnFees: `${SCHEMA}ReturnFeesCustomerResponsibility`,
  };
}
