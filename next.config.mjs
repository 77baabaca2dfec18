// @ts-check

const cmsPublic = new URL(process.env.CMS_PUBLIC_URL || process.env.CMS_API_URL || 'http://localhost:4000');
const cmsIsLocal = ['localhost', '127.0.0.1', '[::1]'].includes(cmsPublic.hostname);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Parallel builds (tests, benchmarks) can keep their output apart.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  cacheComponents: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Product images come from the CMS; any port, so test runs on free ports work too.
    remotePatterns: [
      {
        protocol: /** @type {'http'|'https'} */ (cmsPublic.protocol.replace(':', '')),
        hostname: cmsPublic.hostname,
        pathname: '/uploads/**',
      },
    ],
    // The embedded CMS runs on this machine; the optimiser must be allowed to fetch from it.
    dangerouslyAllowLocalIP: cmsIsLocal,
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
