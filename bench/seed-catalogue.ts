// `tsx bench/seed-catalogue.ts <total>`: seeds the demo shop into the database of DATA_DIR / DATABASE_URL if
// it is empty, then adds synthetic products until the catalogue holds <total> products. Runs before the
// CMS opens the database, because an embedded PGlite folder has one owner at a time.
import { count } from 'drizzle-orm';
import { loadConfig } from '../cms/src/config';
import { openDatabase } from '../cms/src/db/client';
import { products } from '../cms/src/db/schema';
import { seedIfEmpty, seedSyntheticProducts } from '../cms/src/seed';

async function main() {
  const total = Number(process.argv[2]);
  if (!Number.isInteger(total) || total < 1) throw new Error('Usage: tsx bench/seed-catalogue.ts <total>');

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await seedIfEmpty(database.db, config);
    const [row] = await database.db.select({ n: count() }).from(products);
    const existing = row?.n ?? 0;
    if (existing > total)
      throw new Error(`The demo shop alone has ${existing} products, more than the ${total} asked for`);
    // Serials start past any earlier batch so slugs never collide.
    if (total > existing) await seedSyntheticProducts(database.db, total - existing, existing + 1);
    console.log(`[seed] ${total} products (${existing} before)`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
