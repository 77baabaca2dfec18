import { productsByIdsResponse, type Product } from '@common/contract';
import { apiCall } from './client';

/** Live stock for the cart's lines; ids the CMS does not know are simply absent from the answer. */
export async function getProductsByIds(ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const body = await apiCall('/product/get-all-ids', productsByIdsResponse, {
    query: { ids: ids.join(',') },
  });
  return body.data.data;
}
