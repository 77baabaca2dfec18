/** Stands in for the site's own origin: only where a path leads matters, not the real host name. */
const OWN_ORIGIN = 'http://shop.invalid';

/** Backslashes (URL parsers read them as `/`) and control characters (they strip tabs and newlines). */
const SMUGGLING = /[\\\u0000-\u001f\u007f]/;

/** How many rounds of percent-decoding are checked: `%252F` is `%2F` once decoded, `/` twice. */
const DECODE_ROUNDS = 3;

/**
 * A path that stays on this site however it is read: one leading `/` and no second one straight after it
 * (`//host` is protocol-relative to a browser), no backslash (`/\host` is too) or control character
 * anywhere.
 */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !SMUGGLING.test(path);
}

/**
 * The canonical form of `path` resolved against the site's origin (dot segments removed), or null when
 * the path or that form leaves the site: `/.//host/x` normalises to `//host/x`, which the router would
 * follow to another host.
 */
function canonicalLocal(path: string): URL | null {
  if (!isLocalPath(path)) return null;
  let url: URL;
  try {
    url = new URL(path, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== OWN_ORIGIN || !isLocalPath(`${url.pathname}${url.search}${url.hash}`)) return null;
  return url;
}

/** Still local after each round of percent-decoding (`/%2Fhost` becomes `//host`); bad escapes fail. */
function staysLocalDecoded(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    if (!canonicalLocal(decoded)) return false;
    current = decoded;
  }
  return true;
}

/**
 * Where to go after signing in, from the `next` query parameter. Only a path of this shop is accepted
 * (`/profile/myorderhistory`), and it is returned in its canonical form; anything that leaves the site as
 * given, once normalised or once percent-decoded falls back to the home page, so the login form cannot be
 * used as an open redirect.
 */
export function safeNextPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  const url = canonicalLocal(raw);
  if (!url || !staysLocalDecoded(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
