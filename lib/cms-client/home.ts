import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { bannersResponse, chooseUsResponse, type Banner, type ChooseUs } from '@common/contract';
import { cmsFetch } from './client';
import { loggedOrEmpty } from './logged';
import { BANNERS_TAG, CATALOGUE_TAG, CHOOSE_US_TAG } from './tags';

async function fetchBanners(): Promise<Banner[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAG, BANNERS_TAG);
  const body = await cmsFetch('/carousel/get', bannersResponse);
  return body.data;
}

async function fetchChooseUs(): Promise<ChooseUs[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAG, CHOOSE_US_TAG);
  const body = await cmsFetch('/choose/get', chooseUsResponse);
  return body.data;
}

/** Home banners; only those switched on (truthy status) are shown (docs/behaviour.md#data). */
export async function getActiveBanners(): Promise<Banner[]> {
  const banners = await loggedOrEmpty('banners', fetchBanners);
  return banners.filter((b) => b.status);
}

/** 'Why Choose Us ?' items. */
export function getChooseUs(): Promise<ChooseUs[]> {
  return loggedOrEmpty('choose-us', fetchChooseUs);
}
