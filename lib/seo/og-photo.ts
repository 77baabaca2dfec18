import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import sharp from 'sharp';
import { CATALOGUE_TAG, productTag } from '../cms-client/tags';

/**
 * The product photo as a PNG data URL for the Open Graph image (its renderer does not read WebP), cropped to
 * `width`x`height`. Null when the photo cannot be fetched: the card is then drawn without it.
 */
export async function ogPhotoDataUrl(
  slug: string,
  imageUrl: string,
  width: number,
  height: number,
): Promise<string | null> {
  'use cache';
  cacheLife('days');
  cacheTag(CATALOGUE_TAG, productTag(slug));
  try {
    const res = await fetch(imageUrl, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return null;
    const png = await sharp(Buffer.from(await res.arrayBuffer()))
      .resize(width, height, { fit: 'cover' })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch (err) {
    console.error(`[og] photo of ${slug} failed to load:`, (err as Error).message);
    return null;
  }
}
