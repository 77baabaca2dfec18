import type { Product } from '@common/contract';
import { CURRENCY, SHOP_NAME } from '@common/constants';
import { absoluteUrl, productPath, siteUrl } from './site';
import { plainText } from './text';

export type JsonLd = Record<string, unknown>;

/**
 * JSON for a <script type="application/ld+json"> body. `<` becomes \u003c (still valid JSON, same value) so
 * text such as a product name containing `</script>` or `<!--` cannot end the script element early.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function productJsonLd(product: Product): JsonLd {
  const url = absoluteUrl(productPath(product.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [product.image],
    description: plainText(product.detail, 500) || product.name,
    sku: String(product.id),
    url,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}

export interface Crumb {
  name: string;
  /** Path on the storefront; the last crumb (the page itself) may omit it. */
  path?: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path ? { item: absoluteUrl(c.path) } : {}),
    })),
  };
}

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: siteUrl(),
    logo: absoluteUrl('/icon.svg'),
  };
}

export function websiteJsonLd(): JsonLd {
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
