import { eq, sql } from 'drizzle-orm';
import type { CmsConfig } from '../config';
import type { Db } from '../db/client';
import { meta } from '../db/schema';
import { insertDemoData } from './demo-data';

export { demoImageJobs, ensureImages, uploadFilePath, type EnsureImagesOptions } from './images';
export { buildSyntheticProducts, seedSyntheticProducts } from './synthetic';
export { DEMO_FIXTURES, demoProducts, SEED_BASE_DATE } from './data/products';
export type { SeedProductRow } from './data/types';

export const SEEDED_AT_KEY = 'seeded_at';

/**
 * Every table the demo shop or its shoppers write to. `meta` is not listed: it may hold facts other than
 * the seed marker, so only that key is removed on reset.
 */
const WIPED_TABLES = [
  'order_items',
  'orders',
  'payments',
  'webhook_events',
  'sessions',
  'verification_codes',
  'users',
  'contact_messages',
  'enquiries',
  'products',
  'categories',
  'banners',
  'choose_us',
  'content_pages',
  'contact_page',
];

/**
 * Claims the seed marker and inserts the data in the caller's transaction. Claiming first means a concurrent
 * second caller blocks on the primary key and then sees the conflict, so two processes starting together can
 * never seed twice, and a failed seed rolls the marker back with everything else.
 */
async function seedInTransaction(tx: Db): Promise<boolean> {
  const claimed = await tx
    .insert(meta)
    .values({ key: SEEDED_AT_KEY, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: meta.key });
  if (claimed.length === 0) return false;
  await insertDemoData(tx);
  return true;
}

/** Seeds the demo shop unless it was seeded before; returns whether it did. */
export async function seedIfEmpty(db: Db, _config: CmsConfig): Promise<boolean> {
  return db.transaction((tx) => seedInTransaction(tx));
}

/**
 * Wipes catalogue, content, accounts and orders, restarts ids and order numbers, then seeds afresh, all in
 * one transaction so a failure leaves the old data in place rather than an empty shop.
 */
export async function resetAndSeed(db: Db, _config: CmsConfig): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`TRUNCATE TABLE ${WIPED_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
    await tx.execute(sql`ALTER SEQUENCE order_number_seq RESTART WITH 1001`);
    await tx.delete(meta).where(eq(meta.key, SEEDED_AT_KEY));
    await seedInTransaction(tx);
  });
}
