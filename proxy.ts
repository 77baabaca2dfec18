import { NextResponse, type NextRequest } from 'next/server';
import { MSG } from '@common/messages';
import { shopperAddressRule, withShopperAddress } from '@/lib/session/shopper-address.mjs';
import { malformedPath } from '@/lib/session/malformed-path';
import { notePageRequest, WARM_HEADER } from '@/lib/cache/recent-pages';

/**
 * Next's proxy (middleware), run in front of every page, action and route handler on every host, so the
 * shop's rules hold whichever server runs it (docs/adr/0070-shopper-address-in-the-proxy.md):
 * - the shopper's address is decided once, here (lib/session/shopper-address.mjs), and a copy of the
 *   internal headers the client sent never reaches the app;
 * - a path with malformed percent-encoding (`/product/%ff`) gets the shop's 404 page, or a JSON 400 under
 *   /api/v1/, instead of Next's plain-text 500;
 * - a product page asked for is noted, so a purge renders it again at once (lib/cache/recent-pages.ts).
 */
const rule = shopperAddressRule(process.env);

export function proxy(req: NextRequest) {
  if (malformedPath(req.nextUrl.pathname)) {
    if (req.nextUrl.pathname.startsWith('/api/')) {
      return NextResponse.json(
        { status: false, message: MSG.malformedUrl },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      );
    }
    return NextResponse.rewrite(new URL('/_not-found', req.url), { status: 404 });
  }
  if (req.method === 'GET' && !req.headers.has(WARM_HEADER)) notePageRequest(req.nextUrl.pathname);
  return NextResponse.next({ request: { headers: withShopperAddress(req.headers, rule) } });
}

export const config = {
  // The build's files and the image optimiser read no address and have no malformed paths of the shop's.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
