// The storefront's cache tag of one product, which the CMS sends in a purge after the product changed and
// the storefront's page cache reads to tell the product's own page from the pages that only list it
// (lib/cache/page-cache-handler.mjs). Plain JavaScript, so that handler can import it without a build.

/**
 * Carried by the product's page and by every list or page that shows the product.
 * @param {string} slug
 */
export const productTag = (slug) => `product:${slug}`;
