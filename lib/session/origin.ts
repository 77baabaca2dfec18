/**
 * Cross-site request forgery guard for state-changing proxy calls: the browser's `Origin` header must be
 * this site's own origin (the request's own origin, or SITE_URL when the app sits behind a proxy that
 * rewrites the host). A missing Origin is refused too: browsers always send it on a POST from fetch().
 */
export function isSameOrigin(
  originHeader: string | null,
  requestUrl: string,
  siteUrl: string | undefined = process.env.SITE_URL,
): boolean {
  if (!originHeader || originHeader === 'null') return false;
  const allowed = new Set<string>([new URL(requestUrl).origin]);
  if (siteUrl) {
    try {
      allowed.add(new URL(siteUrl).origin);
    } catch {
      // A malformed SITE_URL adds nothing; the request's own origin still counts.
    }
  }
  return allowed.has(originHeader);
}
