/** @jest-environment node */
import { pagesToWarm, selfOrigin, warmPages } from './purge-pages';
import {
  forgetPageRequests,
  IN_DEMAND_MS,
  inDemand,
  MAX_PAGES,
  notePageRequest,
  WARM_HEADER,
} from './recent-pages';

describe('purges', () => {
  beforeEach(forgetPageRequests);

  it('warm the home page and each purged product page, escaped', () => {
    const everyPage = () => true;
    expect(pagesToWarm(['product:tulsi-seeds', 'catalogue', 'product:a b', 'product:'], everyPage)).toEqual([
      '/',
      '/product/tulsi-seeds',
      '/product/a%20b',
    ]);
    expect(pagesToWarm(['content'], everyPage)).toEqual(['/']);
  });

  it('warm only the product pages shoppers asked for lately', () => {
    notePageRequest('/product/tulsi-seeds');
    notePageRequest('/filter');
    expect(pagesToWarm(['product:tulsi-seeds', 'product:basil', 'catalogue'])).toEqual([
      '/',
      '/product/tulsi-seeds',
    ]);
    expect(inDemand('/filter')).toBe(false);
  });

  it('forget a page asked for longer ago than IN_DEMAND_MS', () => {
    notePageRequest('/product/basil', 1_000);
    expect(inDemand('/product/basil', 1_000 + IN_DEMAND_MS)).toBe(true);
    expect(inDemand('/product/basil', 1_001 + IN_DEMAND_MS)).toBe(false);
  });

  it('remember at most MAX_PAGES pages, the least recently asked for dropped first', () => {
    for (let i = 0; i <= MAX_PAGES; i++) notePageRequest(`/product/p${i}`, 5_000);
    notePageRequest('/product/p1', 5_000); // asked again: now the most recent
    notePageRequest('/product/new', 5_000);
    expect(inDemand('/product/p0', 5_000)).toBe(false);
    expect(inDemand('/product/p2', 5_000)).toBe(false);
    expect(inDemand('/product/p1', 5_000)).toBe(true);
    expect(inDemand('/product/new', 5_000)).toBe(true);
  });

  it("reach this server on loopback when it has a port, else the purge's own address", () => {
    expect(selfOrigin('https://shop.example/api/revalidate', '3000')).toBe('http://127.0.0.1:3000');
    expect(selfOrigin('https://shop.example/api/revalidate', undefined)).toBe('https://shop.example');
    expect(selfOrigin('https://shop.example/api/revalidate', 'x')).toBe('https://shop.example');
  });
});

describe('warmPages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for each page marked as a warm-up and uncompressed, and reads the answer to its end', async () => {
    const read = jest.fn(async () => new ArrayBuffer(0));
    const fetchMock = jest.fn(
      async (_url: string, _init: RequestInit) => ({ arrayBuffer: read }) as unknown as Response,
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    await warmPages('http://127.0.0.1:3000', ['/', '/product/basil']);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      'http://127.0.0.1:3000/',
      'http://127.0.0.1:3000/product/basil',
    ]);
    for (const call of fetchMock.mock.calls) {
      const headers = new Headers(call[1].headers);
      expect(headers.get('accept-encoding')).toBe('identity');
      expect(headers.get(WARM_HEADER)).toBe('1');
    }
    expect(read).toHaveBeenCalledTimes(2);
  });
});
