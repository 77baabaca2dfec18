// `node --import tsx bench/orders-list.ts [1000,100000] [--explain]`: the console's orders list in-process
// (listOrders, cms/src/admin/services/reads/orders-list.ts, no HTTP) on fresh databases seeded as the
// `orders` section of `npm run bench` seeds them (bench/seed-orders.ts): an in-memory PGlite and, with
// DATABASE_URL set, a fresh database on that server per size (named BENCH_DB_PREFIX_<pid>_<size>, dropped
// after). It tells the database's share of the section's HTTP figures, on PostgreSQL too. Prints one JSON
// line with the p50s; `--explain` also prints the plans (EXPLAIN ANALYZE) of the page and count queries.
import { desc, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../cms/src/db/client';
import { orders } from '../cms/src/db/schema';
import { listOrders, type OrdersFilter } from '../cms/src/admin/services/reads';
import { ordersWhere } from '../cms/src/admin/services/reads/orders-list';
import { FILTER_STATUS } from './order-seed.mjs';
import { seedOrders } from './seed-orders';

const RUNS = 200;
const WARMUP = 20;
const PAGE = { offset: 0, limit: 25 };
const FILTERED: OrdersFilter = { status: FILTER_STATUS as OrdersFilter['status'] };

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

/** The driver under drizzle: PGlite and node-postgres both answer `query(text, params)` with rows. */
type RawClient = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

async function explain(db: Db, label: string, query: { sql: string; params: unknown[] }) {
  const client = (db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`explain (analyze, costs off, timing off) ${query.sql}`, query.params);
  console.log(`-- ${label}\n${rows.map((r) => String(r['QUERY PLAN'])).join('\n')}`);
}

/** The plans of the list's queries: each page, the kept counts and the count(*) they replace. */
async function explainAll(db: Db, where: string) {
  const page = (filter: OrdersFilter) =>
    db
      .select()
      .from(orders)
      .where(ordersWhere(filter))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(PAGE.limit)
      .offset(PAGE.offset)
      .toSQL();
  await explain(db, `${where}: first page`, page({}));
  await explain(db, `${where}: '${FILTER_STATUS}' page`, page(FILTERED));
  await explain(db, `${where}: a search page`, page({ q: 'shopper4242' }));
  await explain(db, `${where}: kept counts`, {
    sql: 'select status, sum(delta) from order_status_counts group by status',
    params: [],
  });
  await explain(db, `${where}: count(*) of one status (not run by the list)`, {
    sql: 'select count(*) from orders where status = $1',
    params: [FILTER_STATUS],
  });
}

/** A fresh database of `engine` for one size; `close` drops a PostgreSQL one again. */
async function freshDatabase(engine: 'PGlite' | 'PostgreSQL', size: number): Promise<Database> {
  if (engine === 'PGlite') return openDatabase({});
  const server = process.env.DATABASE_URL ?? '';
  const name = `${process.env.BENCH_DB_PREFIX ?? 'bench_orders'}_${process.pid}_${size}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: server });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function measure(engine: 'PGlite' | 'PostgreSQL', size: number, withPlans: boolean) {
  const database = await freshDatabase(engine, size);
  try {
    await seedOrders(database.db, size);
    if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze orders`);
    if (withPlans) await explainAll(database.db, `${engine}, ${size} orders`);
    const first = await p50(() => listOrders(database.db, {}, PAGE));
    const filtered = await p50(() => listOrders(database.db, FILTERED, PAGE));
    return { engine, size, firstPageMs: first, filteredPageMs: filtered };
  } finally {
    await database.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const withPlans = args.includes('--explain');
  const sizes = (args.find((a) => !a.startsWith('--')) ?? '1000,100000').split(',').map(Number);
  const engines = process.env.DATABASE_URL ? (['PGlite', 'PostgreSQL'] as const) : (['PGlite'] as const);
  const rows: Awaited<ReturnType<typeof measure>>[] = [];
  for (const engine of engines) for (const size of sizes) rows.push(await measure(engine, size, withPlans));
  const ratio = (a?: number, b?: number) => (a && b ? a / b : null);
  const ratios = engines.map((engine) => {
    const of = rows.filter((r) => r.engine === engine);
    const [small, large] = [of[0], of.at(-1)];
    return {
      engine,
      firstPageRatio: ratio(large?.firstPageMs, small?.firstPageMs),
      filteredPageRatio: ratio(large?.filteredPageMs, small?.filteredPageMs),
    };
  });
  console.log(JSON.stringify({ runs: RUNS, rows, ratios }));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
