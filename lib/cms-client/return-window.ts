import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { returnWindowResponse } from '@common/contract';
import { cmsFetch } from './client';

/**
 * The shop's return window in days (the owner's setting, ADR 0087), cached with the return policy page's
 * own tags, which the CMS purges when the setting changes; null when the CMS could not say.
 */
async function cachedWindow(): Promise<number> {
  'use cache';
  cacheLife('hours');
  cacheTag('catalogue', 'content', 'content:returns');
  return (await cmsFetch('/order/return-window', returnWindowResponse)).data.days;
}

export async function getReturnWindowDays(): Promise<number | null> {
  try {
    return await cachedWindow();
  } catch (err) {
    console.error('[cms] return window failed to load:', (err as Error).message);
    return null;
  }
}
