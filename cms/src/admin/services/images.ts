import { CONSOLE_MSG } from '@common/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { absoluteUrl } from '../../lib/urls';

/** Console uploads are served at `/uploads/console/<id>.webp` from the database (any instance). */
export const CONSOLE_UPLOADS_PREFIX = '/uploads/console/';
/** A neutral picture for products made without a photo (CSV imports, quick adds). */
export const PLACEHOLDER_IMAGE = `${CONSOLE_UPLOADS_PREFIX}placeholder.webp`;
const UPLOAD_PATH = /^\/uploads\/console\/([A-Za-z0-9-]{8,64})\.webp$/;

export const uploadPath = (id: string) => `${CONSOLE_UPLOADS_PREFIX}${id}.webp`;

/** The upload id behind a stored image path, or null (a seed image, the placeholder, an outside URL). */
export function uploadIdOf(image: string | null): string | null {
  // The placeholder's path looks like an upload's ('placeholder' fits the id pattern) but is none: a form
  // sending it back as an upload id was refused with 'No such upload'.
  if (!image || image === PLACEHOLDER_IMAGE) return null;
  return UPLOAD_PATH.exec(image)?.[1] ?? null;
}

/** A stored image as the console shows it: absolute URL, or null for none (and the placeholder). */
export function imageOut(publicUrl: string, image: string | null): string | null {
  return !image || image === PLACEHOLDER_IMAGE ? null : absoluteUrl(publicUrl, image);
}

interface ImageInput {
  image?: string | null;
  image_upload_id?: string | null;
}

/**
 * The path to store for an image field: an upload (by id), an image the CMS already serves (its absolute
 * URL or /uploads/ path, as the console sends a record back), or an outside http(s) address. `undefined`
 * when the body says nothing about the image; `fallback` when it clears it (422 when there is none).
 */
export async function resolveImage(
  db: Db,
  publicUrl: string,
  input: ImageInput,
  fallback: string | null,
): Promise<string | null | undefined> {
  if (input.image_upload_id) {
    const [row] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.id, input.image_upload_id))
      .limit(1);
    if (!row) throw imageError('image_upload_id', 'No such upload');
    return uploadPath(row.id);
  }
  if (input.image === undefined && input.image_upload_id === undefined) return undefined;
  const image = input.image?.trim();
  if (!image) {
    if (fallback === null) throw imageError('image', CONSOLE_MSG.records.imageRequired);
    return fallback;
  }
  const normalised = normaliseImage(publicUrl, image);
  if (normalised === null) throw imageError('image', CONSOLE_MSG.records.imageAddress);
  return normalised;
}

/** Escapes a path check must not miss: encoded dots, slashes, backslashes or NUL; a raw backslash. */
const ENCODED_TRAVERSAL = /%(2e|2f|5c|00)|\\/i;
/** What an outside address may contain: no spaces, quotes or angle brackets (it lands in HTML). */
const PLAIN_URL = /^https?:\/\/[^\s"'<>]+$/;

/**
 * An image address as it is stored, or null when it is not allowed. The address is parsed as a URL first
 * (relative to the CMS, dot segments resolved) and only then checked, so `/uploads/../../etc/passwd` and
 * `http://cms/uploads/../../etc/passwd` are both seen as /etc/passwd. Encoded traversal (`%2e%2e`, `%2f`)
 * and backslashes, which a later decoding could turn into a path step, are refused outright. Allowed: a
 * path under /uploads/ on the CMS itself (stored as the path), or an outside http(s) address (stored as
 * its normalised form, without credentials).
 */
export function normaliseImage(publicUrl: string, image: string): string | null {
  if (ENCODED_TRAVERSAL.test(image) || image.startsWith('//')) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(publicUrl);
    url = new URL(image, base);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  const own = url.origin === base.origin;
  if (image.startsWith('/') || own) {
    // An absolute address of the CMS carries PUBLIC_URL's path, if it has one, before /uploads/.
    const prefix = image.startsWith('/') ? '' : base.pathname.replace(/\/+$/, '');
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
    if (!own || !path.startsWith('/uploads/') || url.search || url.hash) return null;
    return path;
  }
  return PLAIN_URL.test(url.href) && /^https?:\/\//i.test(image) ? url.href : null;
}

const imageError = (field: string, message: string) => new HttpError(422, message, { [field]: message });
