import { mkdirSync } from 'node:fs';
import { createApp } from './app';
import { writeControlFile } from './admin/services/control-file';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { listen } from './listen';
import { releaseExpiredHolds, startHoldSweeper } from './services/holds';
import { createMailer } from './services/mailer';
import { foldOrderStatusCounts, startCountFolder } from './services/order-counts';
import { purgeExpired, startPurger } from './services/purge';
import { notifyStorefront } from './services/revalidate';
import { ensureImages, seedIfEmpty } from './seed';

/** Starts the CMS API: migrate, seed the demo shop on first start, then listen on CMS_PORT. */
async function main() {
  const config = loadConfigOrExit();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await seedIfEmpty(database.db, config);
  await ensureImages(config);
  if (seeded) await notifyStorefront(config, ['catalogue'], { atFirstStart: true });

  const deps = { db: database.db, config, mailer: createMailer(config), now: () => new Date() };
  // Unpaid orders whose hold ran out while the server was down give their stock back before it serves.
  await releaseExpiredHolds(deps);
  const stopHoldSweeper = startHoldSweeper(deps);
  // Expired sessions and codes go at start and then hourly.
  await purgeExpired(deps);
  const stopPurger = startPurger(deps);
  // The console's order counts are folded at start and then every minute.
  await foldOrderStatusCounts(deps.db);
  const stopCountFolder = startCountFolder(deps);
  const app = createApp(deps);
  let removeControlFile = () => {};
  const server = listen(app, config.port, '0.0.0.0', (info) => {
    // `npm run owner` finds this CMS through it: a PGlite folder must not be opened by a second process.
    if (database.kind === 'pglite') removeControlFile = writeControlFile(config.dataDir, info.port);
    console.log(
      `[cms] listening on http://localhost:${info.port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
    );
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    removeControlFile();
    // The periodic jobs finish a run under way before the database closes under them.
    const jobsStopped = Promise.all([stopHoldSweeper(), stopPurger(), stopCountFolder()]);
    server.close(() => {
      void jobsStopped.then(() => database.close()).then(() => process.exit(0));
    });
    // Idle keep-alive connections must not hold the shutdown open.
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error('[cms] failed to start:', err);
  process.exit(1);
});
