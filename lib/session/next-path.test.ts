import { safeNextPath } from './next-path';

describe('the next path after signing in', () => {
  it.each([
    ['/profile/myorderhistory', '/profile/myorderhistory'],
    ['/profile?tab=1', '/profile?tab=1'],
    ['/product/rose-plant#reviews', '/product/rose-plant#reviews'],
    // Canonical form: dot segments resolved, the result still on the shop.
    ['/profile/./myorderhistory', '/profile/myorderhistory'],
    ['/filter/../profile', '/profile'],
    ['/search/caf%C3%A9', '/search/caf%C3%A9'],
  ])('keeps the shop path %s as %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    // Normalise to `//h/x`, which the router reads as protocol-relative (another host).
    '/.//h/x',
    '/..//h/x',
    '/./..//h/x',
    '/profile/..//h/x',
    // Protocol-relative, with a slash or a backslash.
    '//h/x',
    '/\\h/x',
    '/\\/h/x',
    '\\\\h/x',
    // Encoded slash or backslash, which a later decoding turns into the above, once or twice encoded.
    '/%2Fh/x',
    '/%2fh/x',
    '/%5Ch/x',
    '/%5ch/x',
    '/%252Fh/x',
    '/.%2F/h/x',
    // Control characters, raw or encoded: URL parsers drop them, joining `/` and `/h`.
    '/%09/h/x',
    '/\t/h/x',
    '/\n/h/x',
    '/%0A/h/x',
    // Other schemes and absolute URLs.
    'http://h/x',
    'https://h/x',
    'javascript:alert(1)',
    'data:text/html,x',
    'h/x',
    // Malformed percent-encoding.
    '/profile/%',
    '/profile/%ff',
    '',
  ])('sends %j home', (raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });

  it('falls back for a missing parameter, and to the given fallback', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath('//h/x', '/profile')).toBe('/profile');
  });
});
