import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CmsConfig } from '../../config';

/**
 * Signed order links (docs/adr/0085-signed-order-links.md). A guest has no account, so the mails of their
 * order carry a link whose token is an HMAC of the order (its number and its payment id) and of what the
 * link is for: 'cancel' (the confirmation mail; refused once the order ships) or 'return' (the shipped
 * mail). Nothing is stored: the token proves itself, and names one order and one purpose only.
 */
export type LinkPurpose = 'cancel' | 'return';

const PURPOSES: readonly LinkPurpose[] = ['cancel', 'return'];

// Development and tests without ORDER_LINK_SECRET: a key of this process (production refuses to start).
let processKey: Buffer | undefined;
function keyOf(config: Pick<CmsConfig, 'orderLinkSecret'>): Buffer | string {
  if (config.orderLinkSecret) return config.orderLinkSecret;
  processKey ??= randomBytes(32);
  return processKey;
}

function mac(
  config: Pick<CmsConfig, 'orderLinkSecret'>,
  purpose: LinkPurpose,
  orderNumber: number,
  pid: string,
) {
  return createHmac('sha256', keyOf(config))
    .update(`order-link|v1|${purpose}|${orderNumber}|${pid}`)
    .digest('base64url');
}

export interface LinkedOrder {
  orderNumber: number;
  pid: string;
}

/** The token of `order`'s link for `purpose`: "<purpose>.<mac>". */
export function orderLinkToken(
  config: Pick<CmsConfig, 'orderLinkSecret'>,
  order: LinkedOrder,
  purpose: LinkPurpose,
): string {
  return `${purpose}.${mac(config, purpose, order.orderNumber, order.pid)}`;
}

/** The purpose a token was made for, when it was made for this very order; null otherwise. */
export function verifyOrderLink(
  config: Pick<CmsConfig, 'orderLinkSecret'>,
  order: LinkedOrder,
  token: string,
): LinkPurpose | null {
  const dot = token.indexOf('.');
  const purpose = token.slice(0, dot) as LinkPurpose;
  if (dot < 0 || !PURPOSES.includes(purpose)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(config, purpose, order.orderNumber, order.pid));
  return given.length === expected.length && timingSafeEqual(given, expected) ? purpose : null;
}

/** The storefront page a link opens. */
export function orderLinkUrl(
  config: Pick<CmsConfig, 'orderLinkSecret' | 'storefrontOrigin'>,
  order: LinkedOrder,
  purpose: LinkPurpose,
): string {
  const url = new URL('/order/manage', config.storefrontOrigin);
  url.searchParams.set('order_no', String(order.orderNumber));
  url.searchParams.set('token', orderLinkToken(config, order, purpose));
  return url.toString();
}
