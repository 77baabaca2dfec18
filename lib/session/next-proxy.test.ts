/** @jest-environment node */
// proxy.ts (Next's proxy, run on every host): malformed paths and the shopper's address.
import { NextRequest } from 'next/server';
import { MSG } from '@common/messages';
import { proxy } from '../../proxy';
import { SHOPPER_ADDRESS_HEADER } from './shopper-address.mjs';
import { forgetPageRequests, inDemand, WARM_HEADER } from '../cache/recent-pages';

const at = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://shop.test${path}`, { headers });

/** The request headers proxy.ts hands on to the app (Next's x-middleware-request-* convention). */
const handedOn = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);

describe('proxy.ts', () => {
  it("rewrites a malformed path to the shop's not-found page with status 404", () => {
    for (const path of ['/product/%ff', '/%E0%A4%A', '/filter/%']) {
      const res = proxy(at(path));
      expect(res.status).toBe(404);
      expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname).toBe('/_not-found');
    }
  });

  it('answers a malformed /api/ path with a JSON 400', async () => {
    const res = proxy(at('/api/v1/product/%ff'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: false, message: MSG.malformedUrl });
  });

  it("passes a well-formed path on, replacing the client's copy of the shopper's address", () => {
    const res = proxy(
      at('/product/tulsi%20seeds', { [SHOPPER_ADDRESS_HEADER]: '198.51.100.66', accept: 'text/html' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    // No socket stamp in this test and no proxy trusted (hops 0): no address can be told, none is handed on.
    expect(handedOn(res, SHOPPER_ADDRESS_HEADER)).toBeNull();
    // Next keeps only the headers this list names: the client's copy is dropped, the others stay.
    const kept = res.headers.get('x-middleware-override-headers')!.split(',');
    expect(kept).toContain('accept');
    expect(kept).not.toContain(SHOPPER_ADDRESS_HEADER);
  });

  it("notes a shopper's GET of a product page, never a purge's warm-up or another method", () => {
    forgetPageRequests();
    proxy(at('/product/basil', { [WARM_HEADER]: '1' }));
    proxy(new NextRequest('http://shop.test/product/mint', { method: 'POST' }));
    proxy(at('/filter'));
    expect(inDemand('/product/basil')).toBe(false);
    expect(inDemand('/product/mint')).toBe(false);
    proxy(at('/product/basil'));
    expect(inDemand('/product/basil')).toBe(true);
  });
});
