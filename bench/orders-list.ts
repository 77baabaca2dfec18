// `node --import tsx bench/orders-list.ts [sizes]` (also `npm run bench -- --only=orders`): the console's
// orders list (cms/src/services/console-reads/orders-list.ts) at 1,000 and 100,000 orders, each on a fresh
// in-memory PGlite seeded in bulk. The first page and a status-filtered page are timed in-process (no HTTP:
// the console's router is wired elsewhere); the target is a p50 at 100,000 within 2× of the one at 1,000.
// Prints one JSON line with the figures.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../cms/src/db/client';
import { listOrders } from '../cms/src/services/console-reads';

const RUNS = 200;
const WARMUP = 20;

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db'], n: number) {
  // One payment per order (orders.pid references it); statuses spread as in a running shop.
  await db.execute(sql`
    insert into payments (provider, pid, client_secret, items, sub_total_cents, discount_cents, shipping_cents,
                          total_cents, is_first_order, status)
    select 'test', 'pi_bench_' || g, 's', '[]'::jsonb, 4000, 0, 0, 4000, false, 'succeeded'
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into orders (pid, provider, status, name, email, phone, state, city, line1, postal_code,
                        sub_total_cents, discount_cents, shipping_cents, total_cents, is_first_order,
                        hold_expires_at, paid_at, created_at)
    select 'pi_bench_' || g, 'test',
           (array['processing','shipped','completed','completed','completed','refunded','canceled'])[1 + g % 7],
           'Shopper ' || g, 'shopper' || g || '@example.com', '6465550142', 'NY', 'Queens', '1 Garden Lane',
           '11101', 4000, 0, 0, 4000, false, now(), now() - (g || ' minutes')::interval,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${n}) g`);
  await db.execute(sql`analyze orders`);
}

async function p50(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

async function measure(size: number) {
  const database = await openDatabase({});
  try {
    await seed(database.db, size);
    const page = { offset: 0, limit: 25 };
    const first = await p50(() => listOrders(database.db, {}, page));
    const filtered = await p50(() => listOrders(database.db, { status: 'processing' }, page));
    return { size, firstPageMs: first, filteredPageMs: filtered };
  } finally {
    await database.close();
  }
}

async function main() {
  const sizes = (process.argv[2] ?? '1000,100000').split(',').map(Number);
  const rows = [];
  for (const size of sizes) rows.push(await measure(size));
  const [small, large] = [rows[0], rows.at(-1)];
  const ratio = (a?: number, b?: number) => (a && b ? a / b : null);
  console.log(
    JSON.stringify({
      runs: RUNS,
      rows,
      firstPageRatio: ratio(large?.firstPageMs, small?.firstPageMs),
      filteredPageRatio: ratio(large?.filteredPageMs, small?.filteredPageMs),
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
