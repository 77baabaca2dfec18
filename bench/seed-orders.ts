// `tsx bench/seed-orders.ts <total>`: seeds the demo shop into the database of DATA_DIR / DATABASE_URL if it
// is empty, then adds <total> orders in bulk (the orders section, bench/orders.mjs). Runs before the CMS
// opens the database, because an embedded PGlite folder has one owner at a time. `seedOrders` is also
// what bench/orders-list.ts seeds its in-process databases with.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../cms/src/config';
import { openDatabase, type Db } from '../cms/src/db/client';
import { seedIfEmpty } from '../cms/src/seed';
import { STATUS_CYCLE } from './order-seed.mjs';

/** `n` orders (and the payment each references) placed a minute apart going back from now, in bulk. */
export async function seedOrders(db: Db, n: number) {
  await db.execute(sql`
    insert into payments (provider, pid, client_secret, items, sub_total_cents, discount_cents, shipping_cents,
                          total_cents, is_first_order, status)
    select 'test', 'pi_bench_' || g, 'pi_bench_' || g || '_secret', '[]'::jsonb, 4000, 0, 0, 4000, false, 'succeeded'
    from generate_series(1, ${n}) g`);
  const cycle = sql.raw(`array[${STATUS_CYCLE.map((s) => `'${s}'`).join(',')}]`);
  await db.execute(sql`
    insert into orders (pid, provider, status, name, email, phone, state, city, line1, postal_code,
                        sub_total_cents, discount_cents, shipping_cents, total_cents, is_first_order,
                        hold_expires_at, paid_at, created_at)
    select 'pi_bench_' || g, 'test', (${cycle})[1 + g % ${STATUS_CYCLE.length}],
           'Shopper ' || g, 'shopper' || g || '@example.com', '6465550142', 'NY', 'Queens', '1 Garden Lane',
           '11101', 4000, 0, 0, 4000, false, now(), now() - (g || ' minutes')::interval,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${n}) g`);
  await db.execute(sql`analyze orders`);
}

async function main() {
  const total = Number(process.argv[2]);
  if (!Number.isInteger(total) || total < 1) throw new Error('Usage: tsx bench/seed-orders.ts <total>');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await seedIfEmpty(database.db, config);
    await seedOrders(database.db, total);
    console.log(`[seed] ${total} orders`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
