/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { PURGE_PROFILE } from '@/lib/cache/purge-pages';
import { forgetPageRequests, notePageRequest } from '@/lib/cache/recent-pages';
import { notePagesCachedElsewhere, notePagesDatedFromRenderStart } from '@/lib/cache/render-dating.mjs';
import { POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
// `after` runs its callback once the answer is sent; here the test runs it.
jest.mock('next/server', () => ({ after: jest.fn() }));

const post = (headers: Record<string, string>, body: string) =>
  POST(new Request('http://shop.test/api/revalidate', { method: 'POST', headers, body }));

describe('POST /api/revalidate', () => {
  const port = process.env.PORT;
  afterAll(() => {
    if (port === undefined) delete process.env.PORT;
    else process.env.PORT = port;
  });
  beforeEach(() => {
    process.env.REVALIDATE_SECRET = 'shh';
    process.env.PORT = '3123';
    jest.mocked(revalidateTag).mockClear();
    jest.mocked(after).mockClear();
    forgetPageRequests();
  });

  it('makes each tag stale at once when the secret matches, then asks for the purged pages in demand', async () => {
    // A shopper looked at product a lately (proxy.ts notes it); nobody looked at product b.
    notePageRequest('/product/a');
    const res = await post(
      { 'x-revalidate-secret': 'shh' },
      JSON.stringify({ tags: ['catalogue', 'product:a', 'product:b'] }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: true,
      revalidated: ['catalogue', 'product:a', 'product:b'],
      // No page cache of the shop's own in this process: the CMS sends the purge again (docs/adr/0016).
      repeat: true,
    });
    expect(revalidateTag).toHaveBeenCalledWith('catalogue', PURGE_PROFILE);
    expect(revalidateTag).toHaveBeenCalledWith('product:a', PURGE_PROFILE);
    expect(revalidateTag).toHaveBeenCalledWith('product:b', PURGE_PROFILE);

    // After the answer: the home page and product a's page, from this server itself; b's renders when asked.
    const fetched: string[] = [];
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      fetched.push(String(url));
      return new Response('');
    });
    try {
      expect(after).toHaveBeenCalledTimes(1);
      await (jest.mocked(after).mock.calls[0]![0] as () => Promise<void>)();
    } finally {
      fetchSpy.mockRestore();
    }
    expect(fetched.sort()).toEqual(['http://127.0.0.1:3123/', 'http://127.0.0.1:3123/product/a']);
  });

  it("tells the CMS no repeat is needed once the shop's page cache dates pages from their render's start", async () => {
    notePagesDatedFromRenderStart();
    const res = await post({ 'x-revalidate-secret': 'shh' }, JSON.stringify({ tags: ['product:a'] }));
    expect(await res.json()).toEqual({ status: true, revalidated: ['product:a'], repeat: false });
  });

  it('answers 401 and purges nothing without the right secret', async () => {
    const res = await post({ 'x-revalidate-secret': 'nope' }, JSON.stringify({ tags: ['catalogue'] }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: false });
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await post({ 'x-revalidate-secret': 'shh' }, 'tags=catalogue');
    expect(res.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  // Last: the host's mark stays for the process.
  it("asks for the repeat on a host whose pages go through another page cache (OpenNext's)", async () => {
    notePagesDatedFromRenderStart();
    notePagesCachedElsewhere();
    const res = await post({ 'x-revalidate-secret': 'shh' }, JSON.stringify({ tags: ['product:a'] }));
    expect(await res.json()).toEqual({ status: true, revalidated: ['product:a'], repeat: true });
  });
});
