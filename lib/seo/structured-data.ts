import type { BreadcrumbJsonLdProps, OrganizationJsonLdProps, ProductJsonLdProps } from 'next-seo';
import type { Product } from '@common/contract';
import {
  CURRENCY,
  FREE_SHIPPING_THRESHOLD_CENTS,
  RETURN_WINDOW_DAYS,
  SHIPPING_CENTS,
  SHIPPING_COUNTRY,
  SHOP_NAME,
} from '@common/constants';
import { absoluteUrl, productPath, siteUrl } from './site';
import { plainText } from './text';

/**
 * What next-seo's JSON-LD components are given on each page (ADR 0021): Organization and WebSite on home,
 * Product with its Offer and BreadcrumbList on product pages. next-seo writes the script and escapes
 * `</script>` and `<!--` inside it.
 */

export interface Crumb {
  name: string;
  /** Path on the storefront; the last crumb (the page itself) may omit it. */
  path?: string;
}

const dollars = (cents: number) => cents / 100;

/**
 * Shipping as the checkout charges it for this product bought alone: free to the USA from $49, else $20
 * (common/constants.ts). Google's merchant listings read it per offer.
 */
function shippingDetails(product: Product) {
  const free = Math.round(product.price * 100) >= FREE_SHIPPING_THRESHOLD_CENTS;
  return {
    '@type': 'OfferShippingDetails' as const,
    shippingRate: {
      '@type': 'MonetaryAmount' as const,
      value: free ? 0 : dollars(SHIPPING_CENTS),
      currency: CURRENCY,
    },
    shippingDestination: { '@type': 'DefinedRegion' as const, addressCountry: SHIPPING_COUNTRY },
  };
}

/** The refund policy page: unused items by mail within RETURN_WINDOW_DAYS, return postage paid by the shopper. */
function returnPolicy() {
  return {
    '@type': 'MerchantReturnPolicy' as const,
    applicableCountry: SHIPPING_COUNTRY,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnShippingFees',
    merchantReturnLink: absoluteUrl('/return-policy'),
  };
}

export function productStructuredData(product: Product): ProductJsonLdProps {
  const url = absoluteUrl(productPath(product.slug));
  return {
    name: product.name,
    image: [product.image],
    description: plainText(product.detail, 500) || product.name,
    sku: String(product.id),
    url,
    brand: SHOP_NAME,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      url,
      shippingDetails: shippingDetails(product),
      hasMerchantReturnPolicy: returnPolicy(),
    },
  };
}

export function breadcrumbStructuredData(crumbs: Crumb[]): BreadcrumbJsonLdProps {
  return { items: crumbs.map((c) => ({ name: c.name, ...(c.path ? { item: absoluteUrl(c.path) } : {}) })) };
}

export function organizationStructuredData(): OrganizationJsonLdProps {
  return { name: SHOP_NAME, url: siteUrl(), logo: absoluteUrl('/icon.svg') };
}

/** next-seo has no WebSite component; its JsonLdScript writes this (the site search Google may show). */
export function websiteStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: siteUrl(),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl()}/filter?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
