import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Quality 78 with effort 2 keeps the whole set to a few seconds on a small machine; higher effort saves a few
 * percent of bytes for several times the CPU, which matters more for a dev server's first start.
 */
const WEBP = { quality: 78, effort: 2 } as const;

export async function svgToWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

/**
 * Writes to a unique temporary name in the same folder and renames it into place, so a reader (or a crash
 * mid-write) never sees a half-written image, and two processes racing simply replace each other's file.
 */
export async function writeFileAtomic(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}
