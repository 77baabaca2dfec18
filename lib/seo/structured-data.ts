import { BreadcrumbJsonLd, OrganizationJsonLd, ProductJsonLd } from 'next-seo';
import type { Product, ProductReviews } from '@common/contract';
import { CURRENCY, SHOP_NAME } from '@common/constants';
import { jsonLdOf, type JsonLd } from './json-ld';
import { returnPolicy, shippingDetails } from './merchant-offer';
import { absoluteUrl, productPath, siteUrl } from './site';
import { plainText } from './text';

/**
 * The shop's structured data, built by next-seo's components (ADR 0021): Organization and WebSite on home,
 * Product with its Offer and BreadcrumbList on product pages. components/ui/json-ld.tsx writes it.
 */

export interface Crumb {
  name: string;
  /** Path on the storefront; the last crumb (the page itself) may omit it. */
  path?: string;
}

/**
 * The product's rating for search results' stars (issue 41): the summary and the reviews of the page shown,
 * only once there is a published review (Google refuses an aggregateRating with no reviews).
 */
function ratingProps(reviews: ProductReviews | null | undefined) {
  if (!reviews || reviews.count === 0) return {};
  return {
    aggregateRating: {
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((r) => ({
      name: r.title,
      reviewBody: r.text,
      datePublished: r.created_at.slice(0, 10),
      author: { '@type': 'Person' as const, name: r.name },
      reviewRating: { ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

export function productJsonLd(product: Product, reviews?: ProductReviews | null): JsonLd {
  const url = absoluteUrl(productPath(product.slug));
  return jsonLdOf(
    ProductJsonLd({
      ...ratingProps(reviews),
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
        hasMerchantReturnPolicy: returnPolicy(product),
      },
    }),
  );
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  const items = crumbs.map((c) => ({ name: c.name, ...(c.path ? { item: absoluteUrl(c.path) } : {}) }));
  return jsonLdOf(BreadcrumbJsonLd({ items }));
}

export function organizationJsonLd(): JsonLd {
  return jsonLdOf(OrganizationJsonLd({ name: SHOP_NAME, url: siteUrl(), logo: absoluteUrl('/icon.svg') }));
}

/** next-seo has no WebSite component (its JsonLdScript takes any object): the site search Google may show. */
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
