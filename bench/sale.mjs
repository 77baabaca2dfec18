// Sale day (issue #42): the cluster of the cluster section (2 storefronts + 2 CMSs on one PostgreSQL
// database and one Redis) with 10,000 products, then
//   1. the checkout at the database's limit: 10 shoppers straight through the CMSs' four checkout calls,
//      profiled, and pgbench doing the same writes at the same concurrency on the same database;
//   2. the crowd: the shoppers' mix with think times at 50 and then at 200 virtual shoppers, the owner
//      changing stock and prices meanwhile, freshness watched on both storefronts, CPU and memory of
//      each process, and at the end the check that nothing was lost or oversold.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { checkoutLoad } from './checkout-load.mjs';
import { processCpuSeconds, processRssBytes, profiled, summarizeProfile } from './checkout-profile.mjs';
import { clusterPgServerUrl, serverLabel, startPair } from './cluster.mjs';
import { ownerCookie } from './console.mjs';
import { log } from './log.mjs';
import { runPgbench } from './pgbench-checkout.mjs';
import { Freshness, runOwner, watchPages } from './sale-owner.mjs';
import { runShoppers } from './sale-shoppers.mjs';
import { growth, oversoldUnits, StepRecorder } from './sale-stats.mjs';
import {
  benchEnv,
  copyUploads,
  createPgDatabase,
  forgetRuntimePages,
  seedCatalogue,
  startRedis,
  tempDir,
} from './shop.mjs';
import { freePort, root } from '../scripts/lib/stack.mjs';
import { virtualClient } from './virtual-client.mjs';

export const SALE_PRODUCTS = 10_000;

/** How long and how many: the issue's run, and a short one for developing. */
export function saleSettings({ quick }) {
  return quick
    ? {
        crowds: [20, 50],
        seconds: 30,
        checkoutShoppers: 10,
        checkoutSeconds: 10,
        ownerEveryMs: 3000,
        think: { min: 500, max: 2000 },
      }
    : {
        crowds: [50, 200],
        seconds: 300,
        checkoutShoppers: 10,
        checkoutSeconds: 30,
        ownerEveryMs: 3000,
        think: { min: 1000, max: 4000 },
      };
}

/** The owner's setup link from `npm run owner` (on PostgreSQL it writes to the database itself). */
function ownerSetupLink(env) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'cms/src/admin/owner-cli.ts', '--email', 'owner@bench.example'],
      { cwd: root, env: { ...process.env, ...env } },
      (err, stdout, stderr) => {
        const url = /https?:\/\/\S+/.exec(stdout)?.[0];
        if (err || !url) reject(new Error(`npm run owner failed: ${stderr || stdout}`));
        else resolve(url);
      },
    );
  });
}

/** The catalogue the shoppers and the owner use, read once from the database. */
async function readCatalogue(databaseUrl) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query(
      `SELECT p.id, p.slug, p.name, p.quantity, p.price_cents AS "priceCents", c.slug AS category
         FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.archived_at IS NULL ORDER BY p.id`,
    );
    // The owner's products: twenty with stock, which no shopper puts in a cart.
    const owner = rows.filter((p) => p.quantity > 0).slice(0, 20);
    const ownerIds = new Set(owner.map((p) => p.id));
    const buy = rows.filter((p) => p.quantity >= 100 && !ownerIds.has(p.id));
    const words = [
      ...new Set(rows.flatMap((p) => p.name.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 5)),
    ];
    return {
      browse: rows,
      buy,
      owner,
      categories: [...new Set(rows.map((p) => p.category))],
      words,
      all: rows,
    };
  } finally {
    await c.end();
  }
}

/** The heap a process kept after its last full garbage collection (bench/heap-hook.mjs), or null. */
function heapAfterGc(heapDir, pid) {
  try {
    return JSON.parse(readFileSync(path.join(heapDir, `${pid}.json`), 'utf8')).heapUsed;
  } catch {
    return null;
  }
}

/** CPU seconds, resident memory and heap kept after the last full collection of each process now. */
function sampleProcesses(processes, heapDir) {
  return Object.fromEntries(
    processes.map(({ name, pid }) => [
      name,
      {
        cpu: processCpuSeconds(pid),
        rss: processRssBytes(pid),
        heap: heapAfterGc(heapDir, pid),
        at: performance.now(),
      },
    ]),
  );
}

/**
 * CPU share (of one core) over a stretch, RSS at start, at minute 1 and at the end, and the heap kept after
 * a full collection at minute 1 and at the end, per process.
 */
function processRows(processes, start, minute1, end) {
  return processes.map(({ name }) => {
    const a = start[name];
    const z = end[name];
    const wall = (z.at - a.at) / 1000;
    return {
      name,
      notShop: processes.find((p) => p.name === name)?.notShop ?? false,
      cpuShare: a.cpu != null && z.cpu != null && wall > 0 ? (z.cpu - a.cpu) / wall : null,
      rssStart: a.rss,
      rssMinute1: minute1?.[name]?.rss ?? null,
      rssEnd: z.rss,
      growth: growth(minute1?.[name]?.rss ?? null, z.rss),
      heapMinute1: minute1?.[name]?.heap ?? null,
      heapEnd: z.heap,
      heapGrowth: growth(minute1?.[name]?.heap ?? null, z.heap),
    };
  });
}

/** Phase 1: the checkout straight at the CMSs, profiled, then pgbench on the same database. */
async function checkoutPhase({ pairs, db, settings, catalogue, dir, profileFile }) {
  const apiUrls = pairs.map((p) => `${p.cmsUrl}/api/v1`);
  const productIds = catalogue.buy.map((p) => p.id);
  const shoppers = settings.checkoutShoppers;
  const load = (seconds) =>
    Promise.all(
      apiUrls.map((apiUrl, i) =>
        checkoutLoad({
          apiUrl,
          shoppers: shoppers / apiUrls.length,
          seconds,
          productIds: productIds.filter((_, k) => k % apiUrls.length === i),
          addressBlock: 20 + i,
        }),
      ),
    ).then(merge);
  log(`sale: checkout warm-up (${shoppers} shoppers, 3 s)`);
  await load(3);
  log(`sale: checkout, ${shoppers} shoppers through the CMSs' four calls, ${settings.checkoutSeconds} s`);
  const shop = await profiled(
    db.url,
    pairs.map((p) => p.pids.cms),
    () => load(settings.checkoutSeconds),
    [
      // The storefronts get the CMSs' purges of what the orders bought (ADRs 0095, 0097).
      { name: 'storefronts', pids: pairs.map((p) => p.pids.web) },
      { name: 'load generator', pids: [process.pid] },
    ],
  );
  log(
    `sale: ${shop.ordersPerSecond.toFixed(1)} orders/s; pgbench, ${shoppers} clients, ${settings.checkoutSeconds} s`,
  );
  let pgbench;
  try {
    pgbench = await runPgbench({
      databaseUrl: db.url,
      clients: shoppers,
      seconds: settings.checkoutSeconds,
      productCount: catalogue.all.length,
      dir,
    });
  } catch (err) {
    pgbench = { tps: null, error: err.message.split('\n').slice(0, 3).join(' ') };
  }
  log(`sale: pgbench ${pgbench.tps ?? `failed: ${pgbench.error}`} tps`);
  const errors = Object.entries(shop.errors);
  if (errors.length) log(`sale: checkout errors ${errors.map(([k, v]) => `${k}: ${v}`).join('; ')}`);
  // The CPU profile comes from a run of its own: the profiler slows what it measures.
  log(`sale: CPU profile of CMS 1 over ${PROFILE_SECONDS} s of the same checkout load`);
  const cpuProfile = await profileCms(pairs[0].pids.cms, profileFile, () => load(PROFILE_SECONDS));
  return { ...shop, cpuProfile, pgbench: { tps: pgbench.tps, error: pgbench.error ?? null } };
}

const PROFILE_SECONDS = 10;

/** Runs `work` with CMS `pid`'s profiler on (bench/cms-profile-hook.mjs); its summary, or null. */
async function profileCms(pid, file, work) {
  try {
    process.kill(pid, 'SIGUSR2');
    await work();
    process.kill(pid, 'SIGUSR2');
    for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
    return summarizeProfile(JSON.parse(readFileSync(file, 'utf8')));
  } catch (err) {
    log(`sale: no CPU profile: ${err.message}`);
    return null;
  }
}

/** The figures of two checkout loads run side by side (one per CMS), as one. */
function merge(parts) {
  const steps = {};
  for (const step of Object.keys(parts[0].steps)) {
    // Percentiles do not add up: the busier CMS's figures are shown (both are alike in practice).
    const rows = parts.map((p) => p.steps[step]).sort((a, b) => (b.p95 ?? 0) - (a.p95 ?? 0));
    steps[step] = { ...rows[0], requests: parts.reduce((s, p) => s + p.steps[step].requests, 0) };
    const mean = parts.reduce((s, p) => s + (p.steps[step].mean ?? 0) * p.steps[step].requests, 0);
    steps[step].mean = steps[step].requests ? mean / steps[step].requests : null;
  }
  const errors = {};
  for (const p of parts) for (const [k, v] of Object.entries(p.errors)) errors[k] = (errors[k] ?? 0) + v;
  const seconds = Math.max(...parts.map((p) => p.seconds));
  const orders = parts.reduce((s, p) => s + p.orders, 0);
  return {
    shoppers: parts.reduce((s, p) => s + p.shoppers, 0),
    seconds,
    orders,
    ordersPerSecond: orders / seconds,
    steps,
    errors,
    paid: parts.flatMap((p) => p.paid),
  };
}

/** Phase 2, once per crowd size: shoppers, the owner and the watches, with process figures. */
async function crowdPhase({ count, pairs, settings, catalogue, owner, processes, db, heapDir }) {
  const webUrls = pairs.map((p) => p.webUrl);
  const recorder = new StepRecorder();
  const freshness = new Freshness();
  const paid = [];
  const watches = [];
  const stock = new pg.Pool({ connectionString: db.url, max: 2 });
  const MAX_PURCHASE_WATCHES = 8;
  let watching = 0;
  const onPaid = (order) => {
    paid.push(order);
    if (watching >= MAX_PURCHASE_WATCHES) {
      freshness.skipped++;
      return;
    }
    watching++;
    const line = order.items[0];
    const product = catalogue.buy.find((p) => p.id === line.product_id);
    watches.push(
      stock
        .query('SELECT quantity FROM products WHERE id = $1', [line.product_id])
        .then(({ rows }) =>
          // Stock of the shoppers' products only goes down during the run: the page must show at most this.
          watchPages({
            webUrls,
            slug: product.slug,
            since: order.placedAt ?? order.at,
            shows: (p) => p.quantity !== null && p.quantity <= rows[0].quantity,
            onPoll: freshness.countPoll,
          }),
        )
        .then((t) => freshness.add('purchase', t))
        .catch(() => freshness.skipped++)
        .finally(() => watching--),
    );
  };
  log(
    `sale: ${count} shoppers for ${settings.seconds} s, the owner changing a product every ${settings.ownerEveryMs / 1000} s`,
  );
  const start = sampleProcesses(processes, heapDir);
  let minute1 = null;
  const minuteTimer = setTimeout(
    () => (minute1 = sampleProcesses(processes, heapDir)),
    Math.min(60_000, (settings.seconds * 1000) / 5),
  );
  const stopAt = performance.now() + settings.seconds * 1000;
  const t0 = performance.now();
  const [visits] = await Promise.all([
    runShoppers({
      count,
      seconds: settings.seconds,
      webUrls,
      catalogue,
      recorder,
      think: settings.think,
      onPaid,
      addressBlock: 30 + Math.floor(count / 254),
    }),
    runOwner({
      request: owner,
      products: catalogue.owner,
      everyMs: settings.ownerEveryMs,
      stopAt,
      webUrls,
      freshness,
      recorder,
    }),
  ]);
  const elapsed = (performance.now() - t0) / 1000;
  const end = sampleProcesses(processes, heapDir);
  clearTimeout(minuteTimer);
  await Promise.all(watches);
  await stock.end();
  return {
    shoppers: count,
    seconds: elapsed,
    visits,
    steps: recorder.rows(),
    errors: recorder.errorRows(),
    ordersPerSecond: paid.length / elapsed,
    paid,
    freshness,
    processes: processRows(processes, start, minute1, end),
    minute1At: Math.min(60, settings.seconds / 5),
  };
}

/**
 * The end check: every paid order the shoppers were told of is in the database, paid, with its lines and
 * its confirmation mail; no product sold more units than it had.
 */
async function checkNothingLost({ db, paid, initial, outbox }) {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    const pids = paid.map((o) => o.pid);
    const { rows } = await c.query(
      `SELECT o.pid, o.order_number, o.paid_at IS NOT NULL AS paid, o.confirmation_sent_at IS NOT NULL AS mailed,
              coalesce(sum(i.qty), 0)::int AS units, count(i.id)::int AS lines
         FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
        WHERE o.pid = ANY($1) GROUP BY o.id`,
      [pids],
    );
    const byPid = new Map(rows.map((r) => [r.pid, r]));
    let missing = 0;
    let unpaid = 0;
    let wrongLines = 0;
    let unmailed = 0;
    const mailed = mailedOrderNumbers(outbox);
    let noMailFile = 0;
    for (const order of paid) {
      const row = byPid.get(order.pid);
      if (!row) {
        missing++;
        continue;
      }
      if (!row.paid) unpaid++;
      if (row.lines !== order.items.length || row.units !== order.items.reduce((s, i) => s + i.qty, 0))
        wrongLines++;
      if (!row.mailed) unmailed++;
      if (!mailed.has(`#${row.order_number}`)) noMailFile++;
    }
    // Units held by orders that still hold stock (pending or paid, not released), per product.
    const held = await c.query(
      `SELECT i.product_id AS id, sum(i.qty)::int AS units FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.stock_released_at IS NULL AND o.status <> 'canceled' AND o.pid NOT LIKE 'pgb\\_%' GROUP BY i.product_id`,
    );
    const now = await c.query('SELECT id, quantity FROM products');
    const nowQty = new Map(now.rows.map((r) => [r.id, r.quantity]));
    const heldMap = new Map(held.rows.map((r) => [r.id, r.units]));
    // pgbench's orders took stock too; they are not the shop's, so they are left out of both sides.
    const available = new Map([...initial].map(([id, q]) => [id, q]));
    let stockMismatch = 0;
    for (const [id, q] of initial) {
      const expected = q - (heldMap.get(id) ?? 0);
      if (nowQty.get(id) > expected) stockMismatch++;
    }
    return {
      paid: paid.length,
      missing,
      unpaid,
      wrongLines,
      unmailed,
      noMailFile,
      oversold: oversoldUnits(heldMap, available),
      stockMismatch,
    };
  } finally {
    await c.end();
  }
}

/** Order numbers named in the confirmation mails of the outbox folder. */
function mailedOrderNumbers(outbox) {
  const found = new Set();
  let files = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return found;
  }
  for (const f of files) {
    for (const m of readFileSync(path.join(outbox, f), 'utf8').matchAll(/#(\d{4,})/g)) found.add(`#${m[1]}`);
  }
  return found;
}

export async function saleSection({ settings, uploadsFrom }) {
  const serverUrl = clusterPgServerUrl();
  const server = serverLabel(serverUrl);
  const base = { settings, server, products: SALE_PRODUCTS, skipped: null };
  let db;
  try {
    db = await createPgDatabase(serverUrl, 'sale');
  } catch (err) {
    return { ...base, skipped: `no PostgreSQL database could be created on ${server}: ${err.message}` };
  }
  const pairs = [];
  const data = tempDir('sale-cms');
  let redis = null;
  try {
    redis = await startRedis();
    copyUploads(uploadsFrom, data.dir);
    log(`sale: seeding ${SALE_PRODUCTS} products into ${db.name}`);
    // The environment of the tools run on the sale's database: the seeding and `npm run owner`.
    const toolEnv = benchEnv({
      cmsPort: await freePort(),
      webPort: await freePort(),
      dataDir: data.dir,
      databaseUrl: db.url,
    });
    await seedCatalogue(toolEnv, SALE_PRODUCTS);
    const shared = { databaseUrl: db.url, redisUrl: redis.url, dataDir: data.dir };
    // Every run's crowd starts from the build's own pages, whatever an earlier run left in the folder.
    forgetRuntimePages();
    const profileFile = path.join(data.dir, 'cms-1.cpuprofile');
    const heapDir = path.join(data.dir, 'heap');
    mkdirSync(heapDir);
    const heapHook = {
      NODE_OPTIONS: `--import ${path.join(root, 'bench/heap-hook.mjs')}`,
      BENCH_HEAP_DIR: heapDir,
    };
    pairs.push(
      await startPair(
        1,
        shared,
        {
          NODE_OPTIONS: `${heapHook.NODE_OPTIONS} --import ${path.join(root, 'bench/cms-profile-hook.mjs')}`,
          BENCH_HEAP_DIR: heapDir,
          BENCH_CPU_PROFILE_FILE: profileFile,
        },
        heapHook,
      ),
    );
    pairs.push(await startPair(2, shared, heapHook, heapHook));
    const catalogue = await readCatalogue(db.url);
    const initial = new Map(catalogue.all.map((p) => [p.id, p.quantity]));
    const checkout = await checkoutPhase({ pairs, db, settings, catalogue, dir: data.dir, profileFile });

    const cookie = await ownerCookie(pairs[0].cmsUrl, data.dir, await ownerSetupLink(toolEnv));
    const ownerClient = virtualClient('127.0.0.1');
    const owner = (method, p, json) =>
      ownerClient.request(method, `${pairs[0].cmsUrl}${p}`, { json, headers: { cookie } });
    const processes = [
      ...pairs.flatMap((p) => [
        { name: `storefront ${p.n}`, pid: p.pids.web },
        { name: `CMS ${p.n}`, pid: p.pids.cms },
      ]),
      { name: 'Redis', pid: redis.pid },
      // Not the shop's: it keeps every response time, so it grows by design; shown, not a target.
      { name: 'load generator', pid: process.pid, notShop: true },
    ].filter((p) => p.pid);

    const crowds = [];
    for (const count of settings.crowds) {
      crowds.push(await crowdPhase({ count, pairs, settings, catalogue, owner, processes, db, heapDir }));
    }
    ownerClient.close();
    const paid = [...checkout.paid, ...crowds.flatMap((c) => c.paid)];
    const ownerIds = new Set(catalogue.owner.map((p) => p.id));
    // The owner sets the stock of its own products; the shoppers' products only change by orders.
    const shopperStock = new Map([...initial].filter(([id]) => !ownerIds.has(id)));
    const lost = await checkNothingLost({
      db,
      paid,
      initial: shopperStock,
      outbox: path.join(data.dir, 'outbox'),
    });
    checkout.paidCount = checkout.paid.length;
    delete checkout.paid;
    for (const c of crowds) {
      c.paidCount = c.paid.length;
      delete c.paid;
      c.freshness = summarizeFreshness(c.freshness);
    }
    return { ...base, cores: availableParallelism(), checkout, crowds, lost };
  } finally {
    for (const pair of pairs.reverse()) await pair.stop();
    await redis?.stop();
    await data.remove();
    await db.drop();
  }
}

/** Freshness per kind and storefront: count, p50, p99, and the changes that never showed within 15 s. */
function summarizeFreshness(f) {
  const groups = new Map();
  for (const s of f.samples) {
    const key = `${s.kind}|${s.storefront}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(s.ms);
  }
  const rows = [...groups].map(([key, list]) => {
    const [kind, storefront] = key.split('|');
    const shown = list.filter((x) => x !== null).sort((a, b) => a - b);
    const missed = list.length - shown.length;
    // A change that never showed counts as slower than any that did.
    const all = [...shown, ...Array(missed).fill(Infinity)];
    const at = (p) => all[Math.min(all.length, Math.max(1, Math.ceil((p / 100) * all.length))) - 1] ?? null;
    return { kind, storefront: Number(storefront), count: list.length, missed, p50: at(50), p99: at(99) };
  });
  return { rows, skipped: f.skipped, polls: f.polls };
}
