import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { productListResponse } from '../contract';
import { cmsFetch } from './client';

/** Feature products ("Our Products" on the home page). */
export async function getFeaturedProducts() {
  'use cache';
  cacheLife('minutes');
  cacheTag('catalogue', 'products');
  const body = await cmsFetch('/product/getFeature', productListResponse);
  return body.products.data;
}
