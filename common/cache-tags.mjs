// The storefront's cache tags that the CMS names in its purges and the storefront's reads carry, in one place
// for both (docs/adr/0106-owner-edits-purge-what-they-reach.md). The page cache also reads the product's tag
// to tell the product's own page from the pages that only list it (lib/cache/page-cache-handler.mjs). Plain
// JavaScript, so that handler can import it without a build.

/**
 * Carried by the product's page and by every list or page that shows the product.
 * @param {string} slug
 */
export const productTag = (slug) => `product:${slug}`;

/** Carried by every product list and page: purged when which products a list holds may have changed. */
export const PRODUCTS_TAG = 'products';

/**
 * Carried by the lists sorted by price only: a price change can move a product into or out of them, while
 * the lists in any other order hold the same products, whose new price the product's own tag refreshes.
 */
export const PRICE_ORDER_TAG = 'products-by-price';
