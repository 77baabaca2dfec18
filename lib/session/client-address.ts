import 'server-only';
import { clientAddressHeaders } from '@common/client-address';
import { SHOPPER_ADDRESS_HEADER } from './shopper-address.mjs';

/**
 * The storefront's side of the client address (common/client-address.ts explains the scheme): the shopper's
 * address as proxy.ts decided it on this request (lib/session/shopper-address.mjs), on every host. proxy.ts
 * always sets or removes the header, so a copy the browser sent never gets here.
 */
export function clientAddressOf(headers: Pick<Headers, 'get'>): string | null {
  return headers.get(SHOPPER_ADDRESS_HEADER)?.trim() || null;
}

/** The signed headers that tell the CMS which shopper a call is for (rate limits count them). */
export function signedClientAddressHeaders(headers: Pick<Headers, 'get'>): Record<string, string> {
  return clientAddressHeaders(clientAddressOf(headers), process.env.CLIENT_ADDRESS_SECRET);
}
