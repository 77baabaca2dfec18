import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  NO_RETURN_CATEGORY_SLUGS,
  RETURN_WINDOW_DAYS,
  SHIPPING_CENTS,
} from '@common/constants';
import type { Product } from '@common/contract';

const SCHEMA = 'https://schema.org/';

interface MerchantLd {
  name?: unknown;
  image?: unknown;
  offers?: {
    price?: unknown;
    priceCurrency?: unknown;
    availability?: unknown;
    shippingDetails?: {
      shippingRate?: { value?: unknown; currency?: unknown };
      shippingDestination?: { addressCountry?: unknown };
    };
    hasMerchantReturnPolicy?: {
      applicableCountry?: unknown;
      returnPolicyCategory?: unknown;
      merchantReturnDays?: unknown;
    };
  };
}

/**
 * What Google's merchant listing structured data needs of a Product (name, image, an Offer with price,
 * currency and availability) and what this shop states in it (shipping, return policy), checked against the
 * product and common/constants.ts; [] when all is there and right.
 */
export function merchantListingProblems(ld: MerchantLd, product: Product): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => ok || problems.push(what);
  check(ld.name === product.name, 'name');
  check(Array.isArray(ld.image) && ld.image[0] === product.image, 'image');
  const offer = ld.offers;
  check(offer?.price === product.price.toFixed(2), 'offers.price');
  check(offer?.priceCurrency === 'USD', 'offers.priceCurrency');
  check(
    offer?.availability === `${SCHEMA}${product.quantity > 0 ? 'InStock' : 'OutOfStock'}`,
    'availability',
  );
  const shipping = offer?.shippingDetails;
  const rate = Math.round(product.price * 100) >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_CENTS / 100;
  check(shipping?.shippingRate?.value === rate, 'shippingDetails.shippingRate.value');
  check(shipping?.shippingRate?.currency === 'USD', 'shippingDetails.shippingRate.currency');
  check(shipping?.shippingDestination?.addressCountry === 'US', 'shippingDetails.shippingDestination');
  const policy = offer?.hasMerchantReturnPolicy;
  check(JSON.stringify(policy?.applicableCountry) === '["US"]', 'hasMerchantReturnPolicy.applicableCountry');
  const returnable = !NO_RETURN_CATEGORY_SLUGS.includes(product.category_slug);
  const category = returnable ? 'MerchantReturnFiniteReturnWindow' : 'MerchantReturnNotPermitted';
  check(
    policy?.returnPolicyCategory === `${SCHEMA}${category}`,
    'hasMerchantReturnPolicy.returnPolicyCategory',
  );
  const days = returnable ? RETURN_WINDOW_DAYS : undefined;
  check(policy?.merchantReturnDays === days, 'hasMerchantReturnPolicy.merchantReturnDays');
  return problems;
}
