// @ts-check
import { fileURLToPath } from 'node:url';
import { DEVICE_WIDTHS, SMALL_IMAGE_WIDTHS } from './common/image-widths.mjs';
import { IMAGE_DISK_CACHE_BYTES, cmsPublicUrl, uploadImageRewrite } from './lib/images/upload-urls.mjs';
import { securityHeaderRules } from './lib/security/csp.mjs';
import { ZOD_BROWSER_FILE } from './scripts/lib/zod-browser.mjs';

const cmsPublic = cmsPublicUrl(process.env);
const cmsIsLocal = ['localhost', '127.0.0.1', '[::1]'].includes(cmsPublic.hostname);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Parallel builds (tests, benchmarks) can keep their output apart.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  cacheComponents: true,
  // Off on purpose, which is what Next did with it unset (and warned about at every start). The shop
  // prefetches a route only when the shopper points at its link (components/ui/link.tsx, IntentPrefetch),
  // and its first-visit and navigation budgets were measured with whole-route prefetches (bench/README);
  // partial prefetching changes what each prefetch fetches and is to be measured before it is switched on.
  // Next 17 turns it on for everyone: revisit then (docs/adr/0007-partial-prefetching-off.md).
  partialPrefetching: false,
  // Next's in-memory 'use cache' handler, whose purges reach every instance through Redis when REDIS_URL is
  // set at start (lib/cache/use-cache-handler.mjs). The page cache shares the same tag manifest.
  cacheHandlers: { default: fileURLToPath(new URL('./lib/cache/use-cache-handler.mjs', import.meta.url)) },
  // Next's own page cache, which also keeps on disk the RSC payload of pages rendered at run time: without
  // it they were read back from memory only (docs/adr/0101-page-cache-keeps-rsc-on-disk.md).
  cacheHandler: fileURLToPath(new URL('./lib/cache/page-cache-handler.mjs', import.meta.url)),
  poweredByHeader: false,
  // The shop's server compresses (server/storefront-server.mjs, which sets SHOP_SERVER_COMPRESSES before
  // this file is read): cached pages once per version, with brotli, and everything else as it streams; Next's
  // gzip would wrap its responses and hide the page's text from it. Any other host (`next start`, behind a
  // proxy that may not compress) gets Next's gzip (docs/adr/0071-compression-on-every-host.md).
  compress: process.env.SHOP_SERVER_COMPRESSES !== '1',
  // Always defined at build time (empty when unset), so Next inlines them and a build without GA drops the
  // analytics imports from the client bundle (components/layout/google-analytics.tsx, lib/analytics.ts), one
  // without a Stripe key the Stripe form's loader (components/checkout/checkout-view.tsx).
  env: {
    NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID ?? '',
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '',
  },
  // Next hashes every page it sends, character by character, for an ETag: 14% of the CPU a cached product
  // page costs (profiled under load). Pages are cached by s-maxage, not revalidated by ETag; the build's
  // static files have content-hashed names.
  generateEtags: false,
  reactStrictMode: true,
  // A production build gives the browser zod/mini as esbuild tree-shook it to the exports the shop calls,
  // written by scripts/build.mjs before `next build`: Turbopack alone kept more than twice as much of it
  // (docs/adr/0062-browser-zod-prebundled.md). Development, the server and the tests use the package.
  ...(process.env.NODE_ENV === 'production'
    ? { turbopack: { resolveAlias: { 'zod/mini': { browser: `./${ZOD_BROWSER_FILE}` } } } }
    : {}),
  images: {
    // WebP only: AVIF is smaller but its slower decoding delayed the Largest Contentful Paint on phones.
    formats: ['image/webp'],
    // Only the widths the layouts need (components/ui/image-layouts.ts picks each image's candidates from
    // these; with Next's defaults every image listed up to ten, 77 KB of srcset on the home page).
    // 96/160: 'Why Choose Us' icons (80 px) at 1x/2x; 160/320: category circles (150 px) at 1x/2x;
    // 384/640: product cards; 384 to 1280: the product photo; 640 to 1920: the banners.
    // The same lists the CMS makes sizes of on hosts without the optimiser (common/image-widths.mjs).
    deviceSizes: [...DEVICE_WIDTHS],
    imageSizes: [...SMALL_IMAGE_WIDTHS],
    // The CMS's uploads through app/uploads (shorter URLs in every srcset); other CMS images directly.
    // Without a query string (`search: ''`): the optimiser keys its cache by the whole URL, so `?v=1`,
    // `?v=2`… would each make and store a new variant of the same upload. server/image-requests.mjs
    // refuses the same URLs before they reach Next (docs/adr/0014-image-optimiser-bounds.md).
    localPatterns: [{ pathname: '/uploads/**', search: '' }],
    // Product images come from the CMS: its own origin and port only (read when the server starts, so a
    // test run on free ports gets its own). With the port left out, `url=http://127.0.0.1:<port>/…`
    // probed every local port through the optimiser.
    remotePatterns: [
      {
        protocol: /** @type {'http'|'https'} */ (cmsPublic.protocol.replace(':', '')),
        hostname: cmsPublic.hostname,
        port: cmsPublic.port,
        pathname: '/uploads/**',
        search: '',
      },
    ],
    // The embedded CMS runs on this machine; the optimiser must be allowed to fetch from it.
    dangerouslyAllowLocalIP: cmsIsLocal,
    minimumCacheTTL: 60 * 60 * 24 * 30,
    // The optimiser's files under .next/cache/images, least recently used deleted first beyond this.
    // Unset, Next allows half the free disk.
    maximumDiskCacheSize: IMAGE_DISK_CACHE_BYTES,
  },
  // The plain catalogue and category lists (`/filter`, `?cat=`, `?page=`, no search or sort) are served
  // by prerendered, cached pages; searches and sorts go to app/filter/search, rendered per request.
  // The patterns match lib/filter-params.ts (LISTING_CAT_PATTERN, LISTING_PAGE_PATTERN); its test checks that.
  async rewrites() {
    const cat = { type: 'query', key: 'cat', value: '(?<cat>[a-z0-9-]{1,100})' };
    const page = { type: 'query', key: 'page', value: '(?<page>[1-9]\\d{0,8})' };
    const anyCat = { type: 'query', key: 'cat' };
    const anyPage = { type: 'query', key: 'page' };
    const query = ['q', 'sort', 'price'].map((key) => ({ type: /** @type {const} */ ('query'), key }));
    const list = (/** @type {any[]} */ has, /** @type {any[]} */ missing, /** @type {string} */ to) => ({
      source: '/filter',
      has,
      missing: [...query, ...missing],
      destination: to,
    });
    return {
      beforeFiles: [
        // The short image URLs of the CMS's uploads (lib/images/upload-urls.mjs).
        uploadImageRewrite(process.env),
        list([cat, page], [], '/filter/category/:cat/:page'),
        list([cat], [anyPage], '/filter/category/:cat/1'),
        list([page], [anyCat], '/filter/all/:page'),
        list([], [anyCat, anyPage], '/filter/all/1'),
        // Everything else on /filter. Every /filter URL goes to a page under app/filter, none to app/filter
        // itself: the client router then never mixes the trees of two pages that share one pathname.
        { source: '/filter', destination: '/filter/search' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  // Static headers, so every prerendered page stays prerendered: lib/security/csp.mjs explains the policy.
  async headers() {
    const dev = process.env.NODE_ENV === 'development';
    return securityHeaderRules(process.env, { dev });
  },
};

export default nextConfig;
