/**
 * Where to go after signing in, from the `next` query parameter. Only a path on this site is accepted
 * (`/profile/myorderhistory`); anything else, such as `https://evil.example` or `//evil.example`, falls
 * back to the home page so the login form cannot be used as an open redirect.
 */
export function safeNextPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are stripped by URL parsers and could smuggle a host in.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  try {
    const url = new URL(raw, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
