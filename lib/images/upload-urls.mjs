// @ts-check
import { IMAGE_QUALITY } from '../../common/image-widths.mjs';

/*
 * Short URLs for the optimised images of the CMS's uploads: `/img/384/products/basil.webp` instead of the
 * optimiser's own `/_next/image?url=%2Fuploads%2Fproducts%2Fbasil.webp&w=384&q=75`. A page names each image
 * three times in its HTML (srcset and src) and again in its RSC payload; on the home page's 49 cards the
 * long form was about 12 KB. next.config.mjs rewrites the short form to the optimiser (same checks, same
 * cache); components/ui/shop-image.tsx writes it. Plain JavaScript, so next.config.mjs can import it.
 */

/** The path the storefront serves the CMS's uploads under (app/uploads). */
const UPLOADS = '/uploads/';
/** The optimiser's quality the short form stands for: Next's default, its only allowed value here. */
const UPLOAD_IMAGE_QUALITY = IMAGE_QUALITY;
const PREFIX = '/img/';

/**
 * The most the image optimiser keeps on disk (.next/cache/images), in bytes. Each upload has at most one
 * variant per width and format (the URLs take no query), so this is a safety bound, well above a shop's
 * few hundred photos at nine widths.
 */
export const IMAGE_DISK_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * The CMS's origin as shoppers' browsers see it, the one origin besides the shop's own /uploads whose
 * images the optimiser fetches. Read from the environment where it is called (next.config.mjs and the
 * shop's server, both when the server starts).
 * @param {Record<string, string | undefined>} env
 */
export function cmsPublicUrl(env) {
  return new URL(env.CMS_PUBLIC_URL || env.CMS_API_URL || 'http://localhost:4000');
}

/**
 * Who makes the sizes of `/img/<width>/<path>`, read at build time: `next` (default), Next's image
 * optimiser on the storefront's own server; `cms`, the CMS's `/img/<width>/<path>` (cms/src/routes/
 * image-sizes.ts), for hosts with no optimiser and no bucket, such as AWS Lambda through OpenNext
 * (`npm run build:serverless` sets it; docs/adr/0075-image-sizes-from-the-cms.md). The pages' URLs are
 * the same either way.
 * @param {Record<string, string | undefined>} env
 * @returns {'next' | 'cms'}
 */
export function imageSizesFrom(env) {
  const value = (env.IMAGE_SIZES_FROM ?? '').trim() || 'next';
  if (value !== 'next' && value !== 'cms')
    throw new Error(`IMAGE_SIZES_FROM must be "next" or "cms", not ${JSON.stringify(env.IMAGE_SIZES_FROM)}`);
  return value;
}

/**
 * The rewrite of next.config.mjs for `/img/<width>/<path>`: to the optimiser for `/uploads/<path>`, or,
 * with IMAGE_SIZES_FROM=cms, to the CMS's sizes (the CMS as the storefront's server reaches it).
 * @param {Record<string, string | undefined>} [env]
 */
export function uploadImageRewrite(env = {}) {
  const source = `${PREFIX}:w(\\d{1,4})/:path*`;
  if (imageSizesFrom(env) === 'cms') {
    const cms = new URL(env.CMS_API_URL || env.CMS_PUBLIC_URL || 'http://localhost:4000');
    // Segments that start with a letter or digit: never `.` or `..`, which the proxied URL would
    // resolve into another of the CMS's paths.
    const segment = '[A-Za-z0-9][A-Za-z0-9._-]*';
    return {
      source: `${PREFIX}:w(\\d{1,4})/:path((?:${segment}/){0,7}${segment})`,
      destination: `${cms.origin}${PREFIX}:w/:path`,
    };
  }
  return { source, destination: `/_next/image?url=${UPLOADS}:path*&w=:w&q=${UPLOAD_IMAGE_QUALITY}` };
}

/**
 * Whether the short form can say the optimised `src`: a path under /uploads/ at the default quality.
 * @param {unknown} src
 * @param {unknown} [quality] next/image's `quality` prop
 * @returns {src is string}
 */
export function hasShortUrl(src, quality) {
  return (
    typeof src === 'string' &&
    src.startsWith(UPLOADS) &&
    (quality == null || Number(quality) === UPLOAD_IMAGE_QUALITY)
  );
}

/**
 * The short URL of `src`, a path for which hasShortUrl holds, at `width`: next/image's loader for it.
 * @param {{ src: string, width: number }} image
 */
export function uploadImageUrl({ src, width }) {
  return `${PREFIX}${width}/${src.slice(UPLOADS.length)}`;
}
