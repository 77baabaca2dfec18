// @ts-check

/*
 * The storefront's security headers, Content-Security-Policy first. Plain JavaScript, so next.config.mjs can
 * import it; next.config.mjs sends the result as static headers on every route (headers()), fixed at build
 * time like the NEXT_PUBLIC_ variables it depends on.
 *
 * Why `script-src 'self' 'unsafe-inline'` and not a nonce or hashes:
 * - A nonce must be fresh for every response, so Next.js can only add it while rendering a request: every
 *   page would become dynamic, and the prerendered catalogue, product and content pages would lose their
 *   static shells (Next.js's CSP guide: "you must use dynamic rendering to add nonces"; PPR is incompatible).
 * - `experimental.sri` only adds `integrity` to the external chunks; the inline flight-data scripts
 *   (`self.__next_f.push(...)`) and React's streaming scripts stay inline (vercel/next.js#95354), so
 *   `script-src 'self'` blocks hydration.
 * - Hashes of those inline scripts cannot be listed either: their content is the page's data, differs for
 *   every page and every revalidation, and the dynamic holes of a partially prerendered page stream
 *   per-request inline scripts whose hashes are unknown until the request. 'strict-dynamic' needs a nonce or
 *   hash to start from, so it cannot help.
 * So inline scripts are allowed, and what the policy can still guarantee is kept strict: scripts load only
 * from the shop itself (plus Stripe's and Google's documented origins when those integrations are
 * configured), never eval (no 'unsafe-eval' outside `next dev`), no inline event handlers
 * (`script-src-attr 'none'`: React never renders on* attributes), no plugins, no <base> hijacking, no
 * framing by other sites, forms post only to the shop, and fetch/XHR reach only the shop (the browser talks
 * to the CMS through the storefront's /api/v1 proxy). Markup from the CMS is sanitised before it is rendered
 * (lib/cms-client/content.ts), which is the first line of defence against injected inline script.
 */

/** Stripe.js's documented set (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  // Stripe starts its frames on varying *.js.stripe.com subdomains; maps.googleapis.com serves the
  // AddressElement's autocomplete.
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://maps.googleapis.com'],
  // hooks.stripe.com hosts the 3-D Secure pages; m.stripe.network is Stripe's fraud-signal frame.
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://m.stripe.network',
  ],
  connect: ['https://api.stripe.com', 'https://maps.googleapis.com'],
};

/** Google Analytics 4 through gtag.js (developers.google.com/tag-platform/security/guides/csp). */
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  // Regional collection endpoints (region1.google-analytics.com, …) are why Google lists subdomain wildcards.
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** The contact page frames the map URL the CMS gives; these are the map services it may come from. */
export const MAP_FRAME_ORIGINS = ['https://www.openstreetmap.org', 'https://www.google.com'];

/** The origin of `url` (scheme, host and port), or null when it is not an absolute http(s) URL. */
function httpOrigin(/** @type {string | undefined} */ url) {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * @typedef {object} CspOptions
 * @property {string} [stripeKey] NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: Stripe's origins only when it is set.
 * @property {string} [gaId] NEXT_PUBLIC_GA_ID: Google Analytics' origins only when it is set.
 * @property {string} [cmsPublicUrl] CMS_PUBLIC_URL: product images and uploads are served from its origin.
 * @property {string} [siteUrl] SITE_URL: an https shop upgrades any stray http subresource.
 * @property {boolean} [dev] `next dev`: React's development build needs eval for its debugging stacks.
 */

/** @param {CspOptions} options @returns {Record<string, string[]>} */
export function cspDirectives({ stripeKey, gaId, cmsPublicUrl, siteUrl, dev = false } = {}) {
  const stripe = Boolean(stripeKey);
  const ga = Boolean(gaId);
  const cms = httpOrigin(cmsPublicUrl);
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...(stripe ? STRIPE.script : []),
      ...(ga ? GOOGLE_ANALYTICS.script : []),
    ],
    'script-src-attr': ["'none'"],
    // React writes style attributes and Next.js inline <style> tags; styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the small inline SVGs of the CSS (a select's arrow); never a script context.
    'img-src': ["'self'", 'data:', ...(cms ? [cms] : []), ...(ga ? GOOGLE_ANALYTICS.img : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(stripe ? STRIPE.connect : []), ...(ga ? GOOGLE_ANALYTICS.connect : [])],
    'frame-src': [...MAP_FRAME_ORIGINS, ...(stripe ? STRIPE.frame : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (httpOrigin(siteUrl)?.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The Content-Security-Policy header value. @param {CspOptions} options */
export function contentSecurityPolicy(options = {}) {
  return Object.entries(cspDirectives(options))
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** Two years, the preload list's minimum; only an https shop sends it (browsers ignore it over http). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Every security header of the storefront, in next.config.mjs's `headers()` shape.
 * @param {Record<string, string | undefined>} env
 * @param {{ dev?: boolean }} [flags]
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(env, { dev = false } = {}) {
  const siteUrl = env.SITE_URL || 'http://localhost:3000';
  const csp = contentSecurityPolicy({
    stripeKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    gaId: env.NEXT_PUBLIC_GA_ID,
    cmsPublicUrl: env.CMS_PUBLIC_URL || env.CMS_API_URL || 'http://localhost:4000',
    siteUrl,
    dev,
  });
  return [
    { key: 'Content-Security-Policy', value: csp },
    ...(httpOrigin(siteUrl)?.startsWith('https:') ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The legacy twin of frame-ancestors 'none', for browsers without CSP level 2.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ];
}

/** The build's own scripts, styles and fonts, content-hashed under /_next/static/. */
export const BUILD_ASSETS = '/_next/static/:path*';

/**
 * The header rules of next.config.mjs's `headers()`. Documents, API answers and images get every security
 * header. The build's assets get only those a script or stylesheet response is judged by: nosniff (the
 * browser then refuses one served with a wrong type) and HSTS (learned from any https response). A policy,
 * frame and permission headers govern documents; on the assets they were about 700 bytes per file, 7 KB
 * of the JavaScript a home page's first load transfers.
 * @param {Record<string, string | undefined>} env
 * @param {{ dev?: boolean }} [flags]
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function securityHeaderRules(env, flags) {
  const all = securityHeaders(env, flags);
  const forAssets = new Set(['Strict-Transport-Security', 'X-Content-Type-Options']);
  return [
    { source: '/((?!_next/static/).*)', headers: all },
    { source: BUILD_ASSETS, headers: all.filter((h) => forAssets.has(h.key)) },
  ];
}
