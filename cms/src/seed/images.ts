import { access } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { CmsConfig } from '../config';
import { aboutSvg, bannerSvg, categorySvg, chooseUsSvg, productSvg } from './artwork/scenes';
import { svgToWebp, writeFileAtomic } from './artwork/render';
import { categorySeeds } from './data/categories';
import { ABOUT_IMAGE } from './data/pages';
import { demoProducts } from './data/products';
import { bannerSeeds, chooseUsSeeds } from './data/site';
import { categoryImagePath } from './demo-data';

/** One image the demo data points at: its public path (`/uploads/...`) and how to draw it. */
export interface ImageJob {
  publicPath: string;
  svg: () => string;
}

/** Every file referenced by the demo data. Synthetic products reuse these, so they need none of their own. */
export function demoImageJobs(): ImageJob[] {
  return [
    ...demoProducts.map((p) => ({ publicPath: p.image, svg: () => productSvg(p.slug, p.categorySlug) })),
    ...categorySeeds.map((c) => ({ publicPath: categoryImagePath(c.slug), svg: () => categorySvg(c.slug) })),
    ...bannerSeeds.map((b) => ({ publicPath: b.image, svg: () => bannerSvg(b) })),
    ...chooseUsSeeds.map((c) => ({ publicPath: c.image, svg: () => chooseUsSvg(c.icon) })),
    { publicPath: ABOUT_IMAGE, svg: aboutSvg },
  ];
}

/** `/uploads/products/x.webp` -> `${dataDir}/uploads/products/x.webp`. */
export function uploadFilePath(config: Pick<CmsConfig, 'dataDir'>, publicPath: string): string {
  return path.join(config.dataDir, ...publicPath.split('/').filter(Boolean));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export interface EnsureImagesOptions {
  /** Only consider images whose public path passes (e.g. to draw a handful in a test). */
  filter?: (publicPath: string) => boolean;
}

/**
 * Draws every demo image that is not on disk yet, so restarts cost only a few `access` calls. Files are
 * rendered a few at a time: sharp works off the main thread, and a small pool keeps both cores busy.
 * Returns how many files were written.
 */
export async function ensureImages(
  config: Pick<CmsConfig, 'dataDir'>,
  options: EnsureImagesOptions = {},
): Promise<number> {
  const jobs = demoImageJobs().filter((job) => options.filter?.(job.publicPath) ?? true);
  const missing: ImageJob[] = [];
  for (const job of jobs) if (!(await exists(uploadFilePath(config, job.publicPath)))) missing.push(job);
  let next = 0;
  const worker = async () => {
    for (let job = missing[next++]; job; job = missing[next++]) {
      await writeFileAtomic(uploadFilePath(config, job.publicPath), await svgToWebp(job.svg()));
    }
  };
  const poolSize = Math.min(4, Math.max(2, availableParallelism()));
  await Promise.all(Array.from({ length: poolSize }, worker));
  return missing.length;
}
