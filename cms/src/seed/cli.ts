/**
 * `npm run cms:seed [-- --reset]`: seeds the demo shop if the database is empty (or wipes and reseeds with
 * --reset), then draws any missing demo images under DATA_DIR/uploads.
 */
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import { ensureImages, resetAndSeed, seedIfEmpty } from './index';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfigOrExit();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let action: string;
  try {
    if (reset) {
      await resetAndSeed(database.db, config);
      action = 'reset and seeded the demo shop';
    } else {
      action = (await seedIfEmpty(database.db, config))
        ? 'seeded the demo shop'
        : 'demo shop already seeded, left unchanged';
    }
  } finally {
    await database.close();
  }
  const written = await ensureImages(config);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`cms:seed: ${action} (${where}); ${written} image(s) written; ${Date.now() - started} ms`);
}

main().catch((err: unknown) => {
  console.error('cms:seed failed:', err);
  process.exitCode = 1;
});
