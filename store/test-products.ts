import type { Product } from '@common/contract';

/** A product record for the store tests. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    image: `http://cms.test/uploads/products/${id}.webp`,
    price: 18.99,
    quantity: 10,
    detail: '<p>Nice</p>',
    unit_in_gram: 500,
    ingredeints: null,
    category_slug: 'indoor-plants',
    created_at: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}
