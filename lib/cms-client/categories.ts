import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { categoriesResponse, type Category } from '@common/contract';
import { cmsFetch } from './client';
import { loggedOrEmpty } from './logged';
import { CATALOGUE_TAG, CATEGORIES_TAG } from './tags';

async function fetchFeaturedCategories(): Promise<Category[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAG, CATEGORIES_TAG);
  const body = await cmsFetch('/category/getFeature', categoriesResponse);
  return body.data;
}

/** Featured categories (header dropdown, home slider, sitemap); a failed load is logged and yields []. */
export function getFeaturedCategories(): Promise<Category[]> {
  return loggedOrEmpty('categories', fetchFeaturedCategories);
}
