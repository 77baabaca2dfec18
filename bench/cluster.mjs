// Cluster: the same load through one storefront + one CMS and through two of each, all on one PostgreSQL
// database and one Redis, in the same run. Shows what a second instance pair adds on this machine; on a
// machine with few cores the instances, PostgreSQL, Redis and the load generator share the same CPUs.
import { loadavg, userInfo } from 'node:os';
import { freePort, redisCommand } from '../scripts/lib/stack.mjs';
import { log } from './log.mjs';
import { measureSplit } from './load.mjs';
import {
  benchEnv,
  copyUploads,
  createPgDatabase,
  fetchPlain,
  startBenchCms,
  startBenchStorefront,
  startRedis,
  tempDir,
} from './shop.mjs';

/**
 * The PostgreSQL server the fresh database is made on: DATABASE_URL's when set (as the api section),
 * otherwise the local server the CMS tests use (scripts/test-cms.mjs).
 */
export function clusterPgServerUrl(env = process.env) {
  return env.DATABASE_URL?.trim() || `postgres://${userInfo().username}@127.0.0.1:5432/test`;
}

/** host:port of a connection string, for the report: never the user name or password. */
export function serverLabel(url) {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}`;
  } catch {
    return 'an unreadable DATABASE_URL';
  }
}

/**
 * What each instance count is measured on: a product page (rendered with the CMS's data, cached) and
 * product/filter through the storefront's API proxy (lib/session/proxy-path.ts lets `product/…` through),
 * which reaches the CMS and its database on every request.
 */
export function clusterTargets(productSlug) {
  return [
    { name: 'product', label: 'Product page', path: `/product/${encodeURIComponent(productSlug)}` },
    {
      name: 'filter-api',
      label: 'product/filter through the API proxy',
      path: '/api/v1/product/filter',
    },
  ];
}

/** Storefront connections to Redis (the client list minus the one asking). */
async function redisClients(port) {
  const info = await redisCommand(port, 'INFO clients').catch(() => '');
  const n = /connected_clients:(\d+)/.exec(info);
  return n ? Number(n[1]) - 1 : null;
}

/** Starts CMS n and storefront n on the shared database, Redis and data folder. */
export async function startPair(n, { databaseUrl, redisUrl, dataDir }, cmsEnv = {}, webEnv = {}) {
  const cmsPort = await freePort();
  const webPort = await freePort();
  const env = benchEnv({ cmsPort, webPort, dataDir, databaseUrl, redisUrl });
  log(`cluster: starting CMS ${n} (port ${cmsPort}) and storefront ${n} (port ${webPort})`);
  // `cmsEnv`, `webEnv`: variables for the CMS or the storefront only (the sale section's hooks).
  const cms = await startBenchCms({ ...env, ...cmsEnv }, `cluster CMS ${n}`);
  const web = await startBenchStorefront({ ...env, ...webEnv }, `cluster storefront ${n}`);
  return {
    n,
    webUrl: `http://localhost:${webPort}`,
    cmsUrl: `http://localhost:${cmsPort}`,
    pids: { cms: cms.child.pid, web: web.child.pid },
    stop: async () => {
      await web.stop();
      await cms.stop();
    },
  };
}

/** Each target must answer 200 on each storefront before it is measured; otherwise the row says so. */
async function checkTargets(pairs, targets, notes) {
  for (const pair of pairs)
    for (const t of targets) {
      const res = await fetchPlain(`${pair.webUrl}${t.path}`).catch((err) => ({ status: 0, err }));
      if (res.status !== 200)
        notes.push(
          `${t.label} \`${t.path}\` on storefront ${pair.n}: ${res.err ? res.err.message : `HTTP ${res.status}`}`,
        );
    }
}

export async function clusterSection({ productSlug, settings, uploadsFrom }) {
  const load = {
    connections: settings.connections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
  };
  const serverUrl = clusterPgServerUrl();
  const server = serverLabel(serverUrl);
  const base = { ...load, server, rows: [], notes: [], redisClients: null, loadBefore: null, skipped: null };

  let db;
  try {
    db = await createPgDatabase(serverUrl);
  } catch (err) {
    return { ...base, skipped: `no PostgreSQL database could be created on ${server}: ${err.message}` };
  }
  let redis = null;
  const pairs = [];
  const data = tempDir('cluster-cms');
  try {
    try {
      redis = await startRedis();
    } catch (err) {
      return { ...base, skipped: `Redis could not be started: ${err.message.split('\n')[0]}` };
    }
    log(`cluster: PostgreSQL database ${db.name} on ${server}, Redis on port ${redis.port}`);
    // One data folder (the demo images) for both CMSs, as instances sharing a volume would have.
    copyUploads(uploadsFrom, data.dir);
    const shared = { databaseUrl: db.url, redisUrl: redis.url, dataDir: data.dir };
    const rows = clusterTargets(productSlug);

    // (a) one pair alone; the second pair starts only afterwards, so nothing else is running meanwhile.
    pairs.push(await startPair(1, shared));
    await checkTargets(pairs, rows, base.notes);
    // Other work on the machine between (a) and (b) skews the ratio; the report shows it.
    base.loadBefore = { one: loadavg()[0] };
    for (const row of rows) {
      log(`cluster 1+1 ${row.name} (${load.connections} connections, ${load.seconds} s)`);
      row.one = await measureSplit([`${pairs[0].webUrl}${row.path}`], load);
    }

    // (b) two pairs, the connections split evenly between the two storefronts.
    pairs.push(await startPair(2, shared));
    await checkTargets(pairs.slice(1), rows, base.notes);
    base.loadBefore.two = loadavg()[0];
    for (const row of rows) {
      log(`cluster 2+2 ${row.name} (${load.connections} connections over 2 storefronts, ${load.seconds} s)`);
      row.two = await measureSplit(
        pairs.map((p) => `${p.webUrl}${row.path}`),
        load,
      );
      row.ratio = row.one.rps > 0 ? row.two.rps / row.one.rps : null;
    }
    base.redisClients = await redisClients(redis.port);
    base.rows = rows;
    return base;
  } finally {
    for (const pair of pairs.reverse()) await pair.stop();
    await redis?.stop();
    await data.remove();
    await db.drop();
  }
}
