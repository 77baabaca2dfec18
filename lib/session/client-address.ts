import 'server-only';
import { clientAddressHeaders } from '@common/client-address';

/**
 * The storefront's side of the client address (common/client-address.ts explains the scheme): the shopper's
 * address, read from the `x-forwarded-for` request header. server/storefront-server.mjs sets it
 * to one trustworthy value (the socket address, or the entry TRUST_PROXY_HOPS proxies vouch for) whatever
 * the browser sent. Under `next dev` Next only fills it in when absent; its last entry is then the nearest
 * hop's word, which is as good as it gets there.
 */
export function clientAddressOf(headers: Pick<Headers, 'get'>): string | null {
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || null;
}

/** The signed headers that tell the CMS which shopper a call is for (rate limits count them). */
export function signedClientAddressHeaders(headers: Pick<Headers, 'get'>): Record<string, string> {
  return clientAddressHeaders(clientAddressOf(headers), process.env.CLIENT_ADDRESS_SECRET);
}
