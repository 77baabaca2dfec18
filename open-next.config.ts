import type { OpenNextConfig } from '@opennextjs/aws/types/open-next.js';

/**
 * The shop on AWS Lambda through OpenNext (`npm run build:serverless`, README "Serverless"): one server
 * function behind API Gateway (HTTP API, v2 events), with the shop's own stand-ins where OpenNext's
 * defaults need AWS services (docs/adr/0076-serverless-through-opennext.md):
 * - tag cache: the shop's tag manifest, shared through Redis with every host of the build
 *   (lib/cache/opennext-tag-cache.mjs), instead of DynamoDB;
 * - revalidation queue: in the same function (lib/cache/opennext-revalidation-queue.mjs), instead of SQS;
 * - incremental cache: OpenNext's file-system cache, seeded with the build's prerendered pages;
 * - images: the CMS makes the sizes (ADR 0075), so neither the image function nor a bucket is used;
 * - wrapper: answers compressed, and a page that cannot be rendered is the shop's 503 page
 *   (lib/outage/opennext-failure-wrapper.mjs).
 * sharp is installed into the function for the Open Graph cards (lib/seo/og-photo.ts).
 */
const sharpVersion = '0.35.5';
const arch = process.env.SERVERLESS_ARCH === 'arm64' ? 'arm64' : 'x64';

const config = {
  default: {
    override: {
      // OpenNext's compressing wrapper, with the shop's 503 page for a page that cannot be rendered.
      wrapper: () => import('./lib/outage/opennext-failure-wrapper.mjs').then((m) => m.default),
      converter: 'aws-apigw-v2',
      incrementalCache: 'fs-dev',
      tagCache: () => import('./lib/cache/opennext-tag-cache.mjs').then((m) => m.default()),
      // The CMS's image sizes are an external rewrite (ADR 0075): OpenNext's `node` proxy speaks https only,
      // its `fetch` proxy sends GET requests a body.
      proxyExternalRequest: () => import('./lib/images/opennext-external-proxy.mjs').then((m) => m.default),
      queue: () => import('./lib/cache/opennext-revalidation-queue.mjs').then((m) => m.default),
    },
    install: { packages: [`sharp@${sharpVersion}`], arch, libc: 'glibc' },
  },
  imageOptimization: {
    // Not deployed (the CMS makes the sizes, ADR 0075); OpenNext builds it all the same.
    loader: 'dummy',
    install: { packages: [`sharp@${sharpVersion}`], arch, libc: 'glibc' },
  },
  // `npm run build`: the browser's zod, next build and the compile hints, exactly once (scripts/build.mjs).
  buildCommand: 'npm run build',
} satisfies OpenNextConfig;

export default config;
