import { PRICE_ORDER_TAG, PRODUCTS_TAG, productTag } from '@common/cache-tags.mjs';

export { PRICE_ORDER_TAG, PRODUCTS_TAG, productTag };

/** Cache tags of catalogue reads; the CMS purges them through POST /api/revalidate. */
export const CATALOGUE_TAG = 'catalogue';
export const CATEGORIES_TAG = 'categories';
export const BANNERS_TAG = 'banners';
export const CHOOSE_US_TAG = 'choose-us';
/** The owner's shipping rule (issue 40): the header strip and the cart read it. */
export const SETTINGS_TAG = 'settings';

/** Next accepts at most 128 tags per cacheTag call; two are taken by the list's own tags. */
const MAX_PRODUCT_TAGS = 126;

/**
 * Tags of a product list: the list tags plus one per product, so a stock change of one product (the CMS
 * sends `product:<slug>`) also refreshes the lists that show it.
 */
export function productListTags(products: { slug: string }[]): string[] {
  return [CATALOGUE_TAG, PRODUCTS_TAG, ...products.slice(0, MAX_PRODUCT_TAGS).map((p) => productTag(p.slug))];
}
