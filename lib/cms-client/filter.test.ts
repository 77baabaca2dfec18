/** @jest-environment node */
import { cacheTag } from 'next/cache';
import { makeProduct } from '@/store/test-products';
import { filterPage, type ProductFilter } from './filter';
import { PRICE_ORDER_TAG, PRODUCTS_TAG, productTag } from './tags';

// Outside a Next.js render the cache calls have nothing to talk to; the caching itself is Next's.
jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }));

const search: ProductFilter = { name: 'tulsi', categorySlug: '', price: undefined, sort: undefined };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('filterPage tells a failed search from an empty one', () => {
  it('a CMS that cannot be reached makes the search unavailable', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(filterPage(search, 1)).resolves.toEqual({ available: false });
    expect(console.error).toHaveBeenCalled();
  });

  it('a CMS that answers an error makes the search unavailable', async () => {
    fetchMock.mockResolvedValue(json(500, { status: false, message: 'database down' }));
    await expect(filterPage(search, 1)).resolves.toEqual({ available: false });
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(filterPage(search, 1)).resolves.toEqual({ available: false });
  });

  it('an answer with no products is an empty list, not a failure', async () => {
    fetchMock.mockResolvedValue(
      json(200, { status: true, data: [], meta: { total: 0, page: 1, per_page: 20 } }),
    );
    await expect(filterPage(search, 1)).resolves.toEqual({ available: true, products: [], total: 0 });
  });

  it('an answer with products is that page of the list', async () => {
    const products = [makeProduct({ id: 1, name: 'Tulsi tea' })];
    fetchMock.mockResolvedValue(
      json(200, { status: true, data: products, meta: { total: 1, page: 1, per_page: 20 } }),
    );
    await expect(filterPage(search, 1)).resolves.toEqual({ available: true, products, total: 1 });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/product\/filter\?name=tulsi&page=1&per_page=20$/);
  });
});

describe('filterPage tags its page with what can change it (docs/adr/0106)', () => {
  const tagsOf = () => (cacheTag as jest.Mock).mock.calls.flat();
  const answer = () =>
    fetchMock.mockResolvedValue(
      json(200, {
        status: true,
        data: [makeProduct({ id: 1, slug: 'tulsi-tea' })],
        meta: { total: 1, page: 1, per_page: 20 },
      }),
    );
  beforeEach(() => (cacheTag as jest.Mock).mockClear());

  it('a page sorted by price carries the price-order tag, besides the list and product tags', async () => {
    answer();
    await filterPage({ ...search, price: 'low_to_high' }, 1);
    expect(tagsOf()).toEqual(
      expect.arrayContaining([PRODUCTS_TAG, productTag('tulsi-tea'), PRICE_ORDER_TAG]),
    );
  });

  it('a page in any other order does not, so a price change leaves it to the product tag', async () => {
    answer();
    await filterPage({ ...search, sort: 'newest' }, 1);
    expect(tagsOf()).toEqual(expect.arrayContaining([PRODUCTS_TAG, productTag('tulsi-tea')]));
    expect(tagsOf()).not.toContain(PRICE_ORDER_TAG);
  });
});
