/**
 * The session cookie that carries the CMS access token. The browser never sees the token: the cookie is
 * HttpOnly, so page scripts (and anything injected into them) cannot read it; only the proxy in
 * app/api/v1/[...path] reads it and turns it into `Authorization: Bearer`.
 */
export const SESSION_COOKIE = 'hg_session';
/** How long a sign-in lasts; matches the CMS's own SESSION_DAYS default. */
export const SESSION_DAYS = 30;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

/** Secure (HTTPS only) in production builds; plain HTTP in development, where there is no TLS. */
export function sessionCookieOptions(
  maxAge: number = SESSION_MAX_AGE_SECONDS,
  production: boolean = process.env.NODE_ENV === 'production',
): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: production, path: '/', maxAge };
}
