import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { productReviewsResponse, type ProductReviews } from '@common/contract';
import { CmsError, cmsFetch } from './client';
import { CATALOGUE_TAG, PRODUCTS_TAG, productTag } from './tags';

/**
 * One page of a product's published reviews with its summary. Cached like the product itself, under the
 * product's tag: the console's publish or hide purges `product:<slug>` (docs/adr/0090). Null when the CMS
 * does not know the product.
 */
export async function getProductReviews(slug: string, page = 1): Promise<ProductReviews | null> {
  'use cache';
  cacheLife('minutes');
  cacheTag(CATALOGUE_TAG, PRODUCTS_TAG, productTag(slug));
  try {
    const body = await cmsFetch(
      `/product/${encodeURIComponent(slug)}/reviews?page=${page}`,
      productReviewsResponse,
    );
    return body.data;
  } catch (err) {
    if (err instanceof CmsError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
