import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  filterResponse,
  productListResponse,
  productResponse,
  similarProductsResponse,
  type Product,
} from '@common/contract';
import { HOME_FEATURED_MAX, HOME_OUR_PRODUCTS_MAX } from '@common/constants';
import { CmsError, cmsFetch } from './client';
import { CATALOGUE_TAG, PRODUCTS_TAG, productListTags, productTag } from './tags';

/*
 * Product reads. Stock counts show on these pages, so they live for minutes at most; the CMS also purges
 * `product:<slug>` right after a stock change and `catalogue` after a reseed.
 */

/**
 * The first `max` products of a home page list. The CMS is asked for no more (`limit`, this project's
 * extension; a CMS without it sends the whole list, cut here), and the entry is tagged with the products it
 * holds only: a list of every featured product tagged the home page with products it never showed, and
 * their stock changes rendered it again at every purge of a sale (issue #42).
 */
async function homeList(path: string, max: number): Promise<Product[]> {
  const body = await cmsFetch(`${path}?limit=${max}`, productListResponse);
  const shown = body.products.data.slice(0, max);
  cacheTag(...productListTags(shown));
  return shown;
}

/** Feature products ("Our Products" on the home page), at most HOME_OUR_PRODUCTS_MAX. */
export async function getFeaturedProducts(): Promise<Product[]> {
  'use cache';
  cacheLife('minutes');
  return homeList('/product/getFeature', HOME_OUR_PRODUCTS_MAX);
}

/** Offer products ("Featured Products" on the home page), at most HOME_FEATURED_MAX. */
export async function getOfferProducts(): Promise<Product[]> {
  'use cache';
  cacheLife('minutes');
  return homeList('/product/getOffer', HOME_FEATURED_MAX);
}

/** One product by slug, or null when the CMS does not know it (the page then answers 404). */
export async function getProduct(slug: string): Promise<Product | null> {
  'use cache';
  cacheLife('minutes');
  cacheTag(CATALOGUE_TAG, PRODUCTS_TAG, productTag(slug));
  try {
    const body = await cmsFetch(`/product/get/${encodeURIComponent(slug)}`, productResponse);
    return body.data.product;
  } catch (err) {
    if (err instanceof CmsError && err.status === 404) return null;
    throw err;
  }
}

/** Products of the same category (at most 10, never the product itself). */
export async function getSimilarProducts(slug: string): Promise<Product[]> {
  'use cache';
  cacheLife('minutes');
  try {
    const body = await cmsFetch(
      `/product/getSimilarProducts/${encodeURIComponent(slug)}`,
      similarProductsResponse,
    );
    cacheTag(productTag(slug), ...productListTags(body.data.similarProducts));
    return body.data.similarProducts;
  } catch (err) {
    if (err instanceof CmsError && err.status === 404) {
      cacheTag(CATALOGUE_TAG, PRODUCTS_TAG, productTag(slug));
      return [];
    }
    throw err;
  }
}

/** Every product (an unfiltered /product/filter), for the sitemap: slugs and dates only change on edits. */
export async function getAllProducts(): Promise<Product[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAG, PRODUCTS_TAG);
  const body = await cmsFetch('/product/filter', filterResponse);
  return body.data;
}
