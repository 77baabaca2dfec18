/** @jest-environment node */
import { cacheTag } from 'next/cache';
import { HOME_FEATURED_MAX, HOME_OUR_PRODUCTS_MAX } from '@common/constants';
import { makeProduct } from '@/store/test-products';
import { getFeaturedProducts, getOfferProducts } from './products';
import { productTag } from './tags';

// Outside a Next.js render the cache calls have nothing to talk to; what is tagged is recorded.
jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const many = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    makeProduct({ id: i + 1, slug: `plant-${i + 1}`, name: `Plant ${i + 1}` }),
  );

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(cacheTag).mockClear();
});

/**
 * The home page's lists hold and are tagged with the products the home page shows, and no others: a list
 * tagged with every featured product made each sale purge render the home page again (issue #42).
 */
describe.each([
  ['getFeaturedProducts', getFeaturedProducts, '/product/getFeature', HOME_OUR_PRODUCTS_MAX],
  ['getOfferProducts', getOfferProducts, '/product/getOffer', HOME_FEATURED_MAX],
] as const)('%s', (_name, read, path, max) => {
  it(`asks the CMS for at most ${max} products`, async () => {
    fetchMock.mockResolvedValue(json({ status: true, products: { data: many(3) } }));
    await read();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(new RegExp(`${path}\\?limit=${max}$`));
  });

  it('keeps and tags the first products only, from a CMS that sends the whole list', async () => {
    fetchMock.mockResolvedValue(json({ status: true, products: { data: many(max + 40) } }));
    const products = await read();
    expect(products.map((p) => p.slug)).toEqual(many(max).map((p) => p.slug));
    const tags = jest.mocked(cacheTag).mock.calls.flat();
    expect(tags).toContain(productTag(`plant-${max}`));
    expect(tags).not.toContain(productTag(`plant-${max + 1}`));
  });
});
