import { SHOP_NAME } from '@common/constants';

/** Public address of the storefront (canonical URLs, sitemap, Open Graph), without a trailing slash. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

/** `path` (starting with /) as an absolute URL on the storefront. */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`;
}

export const SITE_DESCRIPTION =
  'Houseplants, garden goods, authentic Nepalese spices, teas and handicrafts, delivered across the USA.';

export const HOME_TITLE = `${SHOP_NAME} | Plants, Garden & Nepalese Groceries`;

/** Canonical path of a product: every product URL form points here. */
export const productPath = (slug: string) => `/product/${slug}`;
export const categoryFilterPath = (slug: string) => `/filter?cat=${encodeURIComponent(slug)}`;
