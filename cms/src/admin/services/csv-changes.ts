import type { products } from '../../db/schema';
import type { ProductValues } from './csv';

/** Each CSV column and the product field it writes. */
export const WRITES = {
  name: 'name',
  price: 'priceCents',
  quantity: 'quantity',
  category_slug: 'categoryId',
  unit_in_gram: 'unitInGram',
  ingredients: 'ingredients',
  featured: 'isFeatured',
  offer: 'isOffer',
  home_order: 'homeOrder',
  detail: 'detail',
  search_terms: 'searchTerms',
} as const satisfies Record<string, keyof ProductValues>;
export type WrittenColumn = keyof typeof WRITES;

/** What an import compares a row with: the product's fields the file can write. */
export type ProductRowValues = Pick<typeof products.$inferSelect, (typeof WRITES)[WrittenColumn]>;

/**
 * The columns of the file (`columns`, its header) whose value differs from the product's: an import writes
 * only these, and a row with none is unchanged (no write, no audit row).
 */
export function changedColumns(
  v: ProductValues,
  before: ProductRowValues,
  columns: string[],
): WrittenColumn[] {
  return (Object.keys(WRITES) as WrittenColumn[]).filter(
    (column) => columns.includes(column) && v[WRITES[column]] !== before[WRITES[column]],
  );
}

/** How many rows create a product, change one, or leave one as it is. */
export function countChanges(
  values: ProductValues[],
  existing: Map<string, ProductRowValues>,
  columns: string[],
): { creates: number; updates: number; unchanged: number } {
  const counts = { creates: 0, updates: 0, unchanged: 0 };
  for (const v of values) {
    const before = existing.get(v.slug);
    if (!before) counts.creates++;
    else if (changedColumns(v, before, columns).length > 0) counts.updates++;
    else counts.unchanged++;
  }
  return counts;
}
