import { CONSOLE_MSG, CMS_MSG } from '@common/messages';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '@common/constants';
import type { AppDeps } from '../../deps';
import { uploads } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { absoluteUrl } from '../../lib/urls';
import { audit } from './audit';
import type { AdminEnv } from '../env';
import { uploadPath } from './images';

/** Longest side of a stored image: larger photos are scaled down (the shop never shows more). */
const MAX_SIDE = 2400;
/** Decompression bombs: an image that would decode to more pixels than this is refused. */
const MAX_INPUT_PIXELS = 60_000_000;
const TYPES_MSG = 'Only JPEG, PNG, WebP and AVIF images can be uploaded.';

/** The format sharp reads from the bytes themselves (never the name or the declared type). */
async function imageFormat(bytes: Buffer): Promise<string | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format === 'heif') return meta.compression === 'av1' ? 'avif' : null;
    return meta.format ?? null;
  } catch {
    return null;
  }
}

/** Re-encodes to WebP: orientation applied, then every metadata block (EXIF, GPS, XMP) left out. */
async function toWebp(bytes: Buffer) {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(415, CONSOLE_MSG.uploads.unreadable);
  }
}

async function uploadedFile(c: Context): Promise<File> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new HttpError(400, CONSOLE_MSG.uploads.notMultipart);
  }
  const file = form.file;
  if (!(file instanceof File)) throw new HttpError(400, CONSOLE_MSG.uploads.noFile);
  return file;
}

/** POST /uploads: an image checked by content, stored as WebP in the database. */
export function uploadRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.post('/uploads', async (c) => {
    const type = c.req.header('Content-Type') ?? '';
    if (!type.startsWith('multipart/form-data')) {
      throw new HttpError(415, CONSOLE_MSG.uploads.notMultipart);
    }
    const file = await uploadedFile(c);
    if (file.size > UPLOAD_MAX_BYTES) throw new HttpError(413, CONSOLE_MSG.uploads.tooLarge);
    const bytes = Buffer.from(await file.arrayBuffer());
    const format = await imageFormat(bytes);
    if (!format || !['jpeg', 'png', 'webp', 'avif'].includes(format)) throw new HttpError(415, TYPES_MSG);
    const webp = await toWebp(bytes);
    const id = randomUUID();
    await deps.db.insert(uploads).values({
      id,
      contentType: 'image/webp',
      bytes: webp.data,
      width: webp.width,
      height: webp.height,
      staffId: c.get('staff').id,
      createdAt: deps.now(),
    });
    const url = absoluteUrl(deps.config.publicUrl, uploadPath(id));
    await audit(deps.db, c.get('actor'), deps.now(), {
      action: 'upload.create',
      entity: 'upload',
      entityId: id,
      after: { url, width: webp.width, height: webp.height, from: format, bytes: webp.data.length },
    });
    return c.json({ id, url }, 201);
  });
  return app;
}

let placeholder: Promise<Buffer> | undefined;
const placeholderImage = () =>
  (placeholder ??= sharp({
    create: { width: 800, height: 800, channels: 3, background: { r: 238, g: 241, b: 236 } },
  })
    .webp({ quality: 80 })
    .toBuffer());

/**
 * GET /uploads/console/<id>.webp from the database, so every CMS instance on it serves every upload. An
 * upload never changes under its id, so it is cached for a year like the other images.
 */
export function serveConsoleUploads(deps: AppDeps) {
  return async (c: Context) => {
    const match = /^([A-Za-z0-9-]{8,64})\.webp$/.exec(c.req.param('name') ?? '');
    if (!match?.[1]) throw new HttpError(404, CMS_MSG.request.notFound);
    let bytes: Buffer;
    if (match[1] === 'placeholder') bytes = await placeholderImage();
    else {
      const [row] = await deps.db
        .select({ bytes: uploads.bytes })
        .from(uploads)
        .where(eq(uploads.id, match[1]));
      if (!row) throw new HttpError(404, CMS_MSG.request.notFound);
      bytes = row.bytes;
    }
    c.header('Content-Type', 'image/webp');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(bytes));
  };
}
