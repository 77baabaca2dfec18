import { toFilterPage } from './filter-page';
import { makeProduct } from '@/store/test-products';

const list = Array.from({ length: 45 }, (_, i) => makeProduct({ id: i + 1, slug: `p-${i + 1}` }));

describe('toFilterPage', () => {
  it('takes a paged answer as it is, with the total from meta', () => {
    const page = list.slice(20, 40);
    expect(toFilterPage({ data: page, meta: { total: 45, page: 2, per_page: 20 } }, 2, 20)).toEqual({
      products: page,
      total: 45,
    });
  });

  it('cuts the page out of a whole-list answer (a CMS without the paging extension)', () => {
    const second = toFilterPage({ data: list }, 2, 20);
    expect(second.total).toBe(45);
    expect(second.products.map((p) => p.id)).toEqual(list.slice(20, 40).map((p) => p.id));
    expect(toFilterPage({ data: list }, 3, 20).products).toHaveLength(5);
    expect(toFilterPage({ data: list }, 4, 20)).toEqual({ products: [], total: 45 });
  });
});
