/**
 * Which CMS paths the browser may reach through the proxy. Only the calls the storefront's client code
 * makes: accounts, orders, catalogue stock look-ups and the built-in test card processor. The Stripe
 * webhook and everything outside /api/v1 stay unreachable through the storefront.
 */
const ALLOWED_FIRST_SEGMENTS = new Set(['user', 'order', 'product']);

/** The CMS path (`user/login`) for the route's segments, or null when the proxy must answer 404. */
export function proxiedPath(segments: readonly string[]): string | null {
  if (segments.length === 0) return null;
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('/') || s.includes('\\'))) {
    return null;
  }
  const [first, second] = segments;
  const allowed =
    (first !== undefined && ALLOWED_FIRST_SEGMENTS.has(first)) || (first === 'payments' && second === 'test');
  if (!allowed) return null;
  return segments.map(encodeURIComponent).join('/');
}
