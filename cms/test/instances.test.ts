import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { meta, products } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed/index';
import { createTestApp, freshDatabase, testDbKind, throwawayDatabaseUrl } from './support/harness';

/** What several CMS instances sharing one database rely on at start and in health checks. */
describe(`several instances on one database (${testDbKind})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  after(async () => {
    for (const clean of cleanups.reverse()) await clean();
  });

  test('instances starting together on a fresh database all migrate and seed it once', async () => {
    let opened: Database[];
    if (testDbKind === 'postgres') {
      // Three processes' worth of pools racing on one brand-new database, as a cluster's first start does.
      const throwaway = await throwawayDatabaseUrl();
      cleanups.push(() => throwaway.drop());
      opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: throwaway.url })));
    } else {
      // A PGlite directory belongs to one process: the race left is several seeds on one database.
      const database = await freshDatabase();
      opened = [database, database, database];
    }
    cleanups.push(async () => {
      for (const database of new Set(opened)) await database.close();
    });

    const config = loadConfig({});
    const seeded = await Promise.all(opened.map((d) => seedIfEmpty(d.db, config)));
    assert.equal(seeded.filter(Boolean).length, 1, 'exactly one instance seeds');
    const db = opened[0]!.db;
    const [markers] = await db.select({ n: count() }).from(meta);
    const [catalogue] = await db.select({ n: count() }).from(products);
    assert.equal(markers?.n, 1);
    assert.equal(catalogue?.n, 88);
  });

  test('GET /health answers 200 while the database answers and 503 once it does not', async () => {
    const t = await createTestApp();
    const up = await t.app.request('/health');
    assert.equal(up.status, 200);
    assert.deepEqual(await up.json(), { status: true });
    await t.close();
    const down = await t.app.request('/health');
    assert.equal(down.status, 503);
    assert.equal(((await down.json()) as { status: boolean }).status, false);
  });
});
