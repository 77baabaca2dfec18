import {
  BUILD_ASSETS,
  contentSecurityPolicy,
  cspDirectives,
  HSTS,
  MAP_FRAME_ORIGINS,
  securityHeaderRules,
  securityHeaders,
} from './csp.mjs';

const CMS = 'https://cms.example.com';
const STRIPE_KEY = 'pk_test_123';
const GA_ID = 'G-TEST123';

/** Every source of every directive, with the directive it is in. */
function sources(policy: Record<string, string[]>) {
  return Object.entries(policy).flatMap(([directive, list]) => list.map((source) => ({ directive, source })));
}

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;

const combinations = [
  {},
  { stripeKey: STRIPE_KEY },
  { gaId: GA_ID },
  { stripeKey: STRIPE_KEY, gaId: GA_ID, cmsPublicUrl: CMS, siteUrl: 'https://shop.example' },
];

describe('the storefront Content-Security-Policy', () => {
  it.each(combinations)('allows no wildcard, bare scheme or eval (%o)', (options) => {
    for (const { directive, source } of sources(cspDirectives({ cmsPublicUrl: CMS, ...options }))) {
      expect(source).not.toBe('*');
      // A wildcard is only ever a subdomain of one named site (https://*.js.stripe.com), never a whole scheme.
      if (source.includes('*')) expect(source).toMatch(/^https:\/\/\*\.[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      if (directive !== 'img-src') expect(source).not.toMatch(/^[a-z][a-z0-9+.-]*:$/);
      expect(source).not.toBe("'unsafe-eval'");
    }
    // img-src's only scheme source is data: (inline SVG in the CSS); never https:, http: or blob:.
    const imgSchemes = cspDirectives(options)['img-src']!.filter((s) => /^[a-z][a-z0-9+.-]*:$/.test(s));
    expect(imgSchemes).toEqual(['data:']);
  });

  it('without Stripe and analytics, scripts come only from the shop itself', () => {
    const policy = cspDirectives({ cmsPublicUrl: CMS });
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(contentSecurityPolicy({ cmsPublicUrl: CMS })).not.toContain('*');
  });

  it('sets object-src, base-uri, frame-ancestors and form-action', () => {
    const policy = cspDirectives({});
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it("allows Stripe's origins only when the publishable key is set", () => {
    const without = contentSecurityPolicy({ cmsPublicUrl: CMS });
    expect(without).not.toMatch(/stripe/);
    const withKey = cspDirectives({ cmsPublicUrl: CMS, stripeKey: STRIPE_KEY });
    expect(withKey['script-src']).toEqual(expect.arrayContaining(['https://js.stripe.com']));
    expect(withKey['connect-src']).toEqual(expect.arrayContaining(['https://api.stripe.com']));
    expect(withKey['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(contentSecurityPolicy({ stripeKey: '' })).not.toMatch(/stripe/);
  });

  it("allows Google Analytics' origins only when the measurement id is set", () => {
    expect(contentSecurityPolicy({ cmsPublicUrl: CMS })).not.toMatch(/google-analytics|googletagmanager/);
    expect(contentSecurityPolicy({ gaId: '' })).not.toMatch(/google-analytics|googletagmanager/);
    const withId = cspDirectives({ cmsPublicUrl: CMS, gaId: GA_ID });
    expect(withId['script-src']).toContain('https://*.googletagmanager.com');
    expect(withId['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(withId['img-src']).toContain('https://*.google-analytics.com');
    // Analytics never opens Stripe's origins, nor the other way round.
    expect(contentSecurityPolicy({ gaId: GA_ID })).not.toMatch(/stripe/);
    expect(contentSecurityPolicy({ stripeKey: STRIPE_KEY })).not.toMatch(/google-analytics|googletagmanager/);
  });

  it("allows images from the CMS's public origin, and the map services in frames", () => {
    const policy = cspDirectives({ cmsPublicUrl: 'http://localhost:4123/some/path' });
    expect(policy['img-src']).toContain('http://localhost:4123');
    expect(policy['frame-src']).toEqual(MAP_FRAME_ORIGINS);
    expect(cspDirectives({ cmsPublicUrl: 'javascript:alert(1)' })['img-src']).toEqual(["'self'", 'data:']);
  });

  it("adds 'unsafe-eval' only for next dev", () => {
    expect(cspDirectives({ dev: true })['script-src']).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({})).not.toContain('unsafe-eval');
  });

  it('upgrades insecure requests only on an https shop', () => {
    expect(contentSecurityPolicy({ siteUrl: 'https://shop.example' })).toMatch(/upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ siteUrl: 'http://localhost:3000' })).not.toContain('upgrade');
  });

  it('is one header line of "directive sources" pairs', () => {
    const value = contentSecurityPolicy({ cmsPublicUrl: CMS });
    expect(value).not.toMatch(/[\r\n]/);
    expect(value.split('; ')).toContain("object-src 'none'");
  });
});

describe('the storefront security headers', () => {
  it('send HSTS only when SITE_URL is https', () => {
    const https = securityHeaders({ SITE_URL: 'https://shop.example' });
    expect(header(https, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
    expect(header(securityHeaders({ SITE_URL: 'http://shop.example' }), 'Strict-Transport-Security')).toBe(
      undefined,
    );
    expect(header(securityHeaders({}), 'Strict-Transport-Security')).toBe(undefined);
  });

  it('build the policy from the environment', () => {
    const env = {
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: STRIPE_KEY,
      NEXT_PUBLIC_GA_ID: GA_ID,
      CMS_PUBLIC_URL: CMS,
    };
    const csp = header(securityHeaders(env), 'Content-Security-Policy') ?? '';
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain('https://*.googletagmanager.com');
    expect(csp).toMatch(/img-src [^;]*https:\/\/cms\.example\.com/);
    const plain = header(securityHeaders({}), 'Content-Security-Policy') ?? '';
    expect(plain).not.toMatch(/stripe|google-analytics|googletagmanager/);
    expect(plain).toMatch(/img-src [^;]*http:\/\/localhost:4000/);
  });

  it('keep the other hardening headers', () => {
    const headers = securityHeaders({});
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(headers, 'X-Frame-Options')).toBe('DENY');
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(headers, 'Permissions-Policy')).toContain('camera=()');
  });
});

describe('the header rules', () => {
  const keys = (rule: { headers: { key: string }[] } | undefined) => rule?.headers.map((h) => h.key) ?? [];

  it('give every route but the build assets the whole set', () => {
    const [all, assets] = securityHeaderRules({ SITE_URL: 'https://shop.example' });
    expect(keys(all)).toEqual(keys({ headers: securityHeaders({ SITE_URL: 'https://shop.example' }) }));
    expect(assets?.source).toBe(BUILD_ASSETS);
    // The first rule's pattern is path-to-regexp's; as a plain regular expression it reads the same.
    const pattern = new RegExp(`^${all!.source}$`);
    for (const path of [
      '/',
      '/product/x',
      '/filter',
      '/_next/image',
      '/api/v1/product/filter',
      '/uploads/a.webp',
    ])
      expect(pattern.test(path)).toBe(true);
    expect(pattern.test('/_next/static/chunks/a.js')).toBe(false);
  });

  it('keep nosniff and HSTS on the build assets, and no document headers', () => {
    const [, https] = securityHeaderRules({ SITE_URL: 'https://shop.example' });
    expect(keys(https).sort()).toEqual(['Strict-Transport-Security', 'X-Content-Type-Options']);
    const [, http] = securityHeaderRules({});
    expect(keys(http)).toEqual(['X-Content-Type-Options']);
  });
});
