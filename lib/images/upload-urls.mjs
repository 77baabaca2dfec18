// @ts-check

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
const UPLOAD_IMAGE_QUALITY = 75;
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

/** The rewrite of next.config.mjs: `/img/<width>/<path>` to the optimiser for `/uploads/<path>`. */
export function uploadImageRewrite() {
  return {
    source: `${PREFIX}:w(\\d{1,4})/:path*`,
    destination: `/_next/image?url=${UPLOADS}:path*&w=:w&q=${UPLOAD_IMAGE_QUALITY}`,
  };
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
