import type { Context } from 'hono';
import sharp from 'sharp';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from '@common/image-widths.mjs';
import { CMS_MSG } from '@common/messages';
import { HttpError } from '../lib/http';

/**
 * GET /img/<width>/<path>: the upload at /uploads/<path>, at most <width> pixels wide, as WebP. A host with
 * no image optimiser and no bucket (AWS Lambda through OpenNext) sends its `/img/…` URLs here (ADR 0075):
 * the CMS has the uploads and sharp. Only the widths the pages name (common/image-widths.mjs), and paths
 * without a query, so the variants are bounded by uploads × widths; each is made once and kept in memory
 * (least recently used dropped first) and cached a year by browsers and CDNs, since an upload never
 * changes under its name.
 */

/** Memory for the made variants; a shop's few hundred photos at nine widths fit well below it. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
const PATH_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_SEGMENTS = 8;
/** Decompression bombs: the uploads are checked at upload time, this bounds anything else on disk. */
const MAX_INPUT_PIXELS = 60_000_000;

/** Reads an original upload, `/uploads/<path>` of this CMS; null when there is none. */
export type LoadUpload = (path: string) => Promise<Uint8Array | null>;

interface Variant {
  bytes: Uint8Array;
}

/** The upload path of a request, or null when it could name something other than one upload. */
export function uploadPathOf(rest: string): string | null {
  const segments = rest.split('/');
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  return segments.every((s) => PATH_SEGMENT.test(s) && !s.includes('..')) ? segments.join('/') : null;
}

export function imageSizes(load: LoadUpload, { maxBytes = MAX_CACHED_BYTES } = {}) {
  const variants = new Map<string, Variant>();
  const making = new Map<string, Promise<Variant | null>>();
  let bytes = 0;

  function keep(key: string, variant: Variant) {
    if (variant.bytes.length > maxBytes) return;
    variants.set(key, variant);
    bytes += variant.bytes.length;
    for (const [oldKey, old] of variants) {
      if (bytes <= maxBytes) break;
      variants.delete(oldKey);
      bytes -= old.bytes.length;
    }
  }

  async function make(path: string, width: number): Promise<Variant | null> {
    const original = await load(path);
    if (!original) return null;
    try {
      const out = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: IMAGE_QUALITY })
        .toBuffer();
      return { bytes: new Uint8Array(out) };
    } catch {
      // Not an image sharp reads: as missing as a file that is not there.
      return null;
    }
  }

  /** One variant made once, even when a page's dozen requests for it arrive together. */
  async function variant(path: string, width: number): Promise<Variant | null> {
    const key = `${width}/${path}`;
    const cached = variants.get(key);
    if (cached) {
      variants.delete(key);
      variants.set(key, cached);
      return cached;
    }
    let pending = making.get(key);
    if (!pending) {
      pending = make(path, width).finally(() => making.delete(key));
      making.set(key, pending);
      void pending.then((made) => made && keep(key, made));
    }
    return pending;
  }

  return async (c: Context) => {
    // Only the canonical spelling (`0384` would be a second key for the same variant).
    const widthParam = c.req.param('width') ?? '';
    const width = Number(widthParam);
    const rest = c.req.path.replace(/^\/img\/[^/]+\//, '');
    const path = uploadPathOf(rest);
    const url = new URL(c.req.url);
    if (!IMAGE_WIDTHS.includes(width) || String(width) !== widthParam || !path || url.search !== '')
      throw new HttpError(404, CMS_MSG.request.notFound);
    const made = await variant(path, width);
    if (!made) throw new HttpError(404, CMS_MSG.request.notFound);
    c.header('Content-Type', 'image/webp');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(made.bytes as Uint8Array<ArrayBuffer>);
  };
}

/** The loader app.ts gives imageSizes: the CMS's own /uploads route, so both serve the same files. */
export function loadThrough(fetchOwn: (path: string) => Response | Promise<Response>): LoadUpload {
  return async (path) => {
    const res = await fetchOwn(`/uploads/${path}`);
    if (res.status !== 200) return null;
    return new Uint8Array(await res.arrayBuffer());
  };
}
