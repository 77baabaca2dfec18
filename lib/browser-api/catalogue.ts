import type { Product, Suggestions } from '@common/contract';
import { productsByIdsResponse, suggestResponse } from '@common/contract/responses';
import { apiCall } from './client';

/** Live stock for the cart's lines; ids the CMS does not know are simply absent from the answer. */
export async function getProductsByIds(ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const body = await apiCall('/product/get-all-ids', productsByIdsResponse, {
    query: { ids: ids.join(',') },
  });
  return body.data.data;
}

/** Suggestions for the header search as the shopper types (the CMS's GET /product/suggest). */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  const body = await apiCall('/product/suggest', suggestResponse, { query: { q }, signal });
  return body.data;
}
