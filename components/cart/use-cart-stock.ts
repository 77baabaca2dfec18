'use client';

import useSWR from 'swr';
import { getProductsByIds } from '@/lib/browser-api/catalogue';
import type { Product } from '@common/contract';

/**
 * Live product records (stock, price) for the given cart ids through the proxy. Runs only when there are
 * ids; no refetch on window focus (docs/behaviour.md#calls). The key holds the sorted ids, so changing a quantity
 * does not refetch but adding or removing a line does.
 */
export function useCartStock(ids: readonly number[]) {
  const key = ids.length > 0 ? ['cart-stock', [...ids].sort((a, b) => a - b).join(',')] : null;
  return useSWR<Product[], Error, readonly [string, string] | null>(
    key as readonly [string, string] | null,
    ([, list]) => getProductsByIds(list.split(',').map(Number)),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
