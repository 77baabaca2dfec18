import { isSameOrigin } from './origin';
import { proxiedPath } from './proxy-path';
import { sessionCookieOptions, SESSION_MAX_AGE_SECONDS } from './cookie';

describe('the proxy path rules', () => {
  it('passes the storefront calls through', () => {
    expect(proxiedPath(['user', 'login'])).toBe('user/login');
    expect(proxiedPath(['user', 'get', '7'])).toBe('user/get/7');
    expect(proxiedPath(['order', 'test-initiate'])).toBe('order/test-initiate');
    expect(proxiedPath(['product', 'get-all-ids'])).toBe('product/get-all-ids');
    expect(proxiedPath(['payments', 'test', 'confirm'])).toBe('payments/test/confirm');
  });

  it('refuses the Stripe webhook, unknown prefixes and path tricks', () => {
    expect(proxiedPath(['payments', 'stripe', 'webhook'])).toBeNull();
    expect(proxiedPath(['contactMessage', 'store'])).toBeNull();
    expect(proxiedPath([])).toBeNull();
    expect(proxiedPath(['user', '..', '..', 'health'])).toBeNull();
    expect(proxiedPath(['user', 'a/b'])).toBeNull();
  });
});

describe('the Origin check', () => {
  it('accepts the site itself and SITE_URL, refuses others and a missing header', () => {
    const url = 'http://localhost:3000/api/v1/user/login';
    expect(isSameOrigin('http://localhost:3000', url, undefined)).toBe(true);
    expect(isSameOrigin('https://shop.example', url, 'https://shop.example/')).toBe(true);
    expect(isSameOrigin('https://evil.example', url, 'https://shop.example')).toBe(false);
    expect(isSameOrigin(null, url, undefined)).toBe(false);
    expect(isSameOrigin('null', url, undefined)).toBe(false);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, Lax, site-wide, 30 days, and Secure in production only', () => {
    expect(sessionCookieOptions(undefined, true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    expect(SESSION_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(sessionCookieOptions(0, false).secure).toBe(false);
  });
});
