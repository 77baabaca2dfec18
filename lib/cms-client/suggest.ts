import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { suggestResponse, type Suggestions } from '@common/contract';
import { cmsFetch } from './client';
import { loggedOr } from './logged';
import { CATALOGUE_TAG } from './tags';

const NONE: Suggestions = { products: [], categories: [] };

async function fetchSuggestions(q: string): Promise<Suggestions> {
  'use cache';
  cacheLife('minutes');
  cacheTag(CATALOGUE_TAG);
  const body = await cmsFetch(`/product/suggest?${new URLSearchParams({ q })}`, suggestResponse);
  return body.data;
}

/**
 * The closest matches for a search that found nothing ('Did you mean'), from the CMS's suggestions (this
 * project's extension of the contract). A CMS without it, or a failure, gives none: the page still says
 * 'No items to show'.
 */
export function getClosestMatches(q: string): Promise<Suggestions> {
  return loggedOr('suggestions', () => fetchSuggestions(q), NONE);
}
