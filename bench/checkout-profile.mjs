// Where a paid order's time goes: the CMS's checkout calls timed one by one (client side), and what the
// database did per order, read from PostgreSQL's own statistics before and after the run (transactions,
// rows written per table), plus the CPU seconds the CMS process and PostgreSQL spent per order.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU seconds (user + system) a process has used so far, from /proc; null when it cannot be read. */
export function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's closing bracket.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Resident memory of a process in bytes, from /proc; null when it cannot be read. */
export function processRssBytes(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The pids of every PostgreSQL backend of `databaseUrl`'s database (the CPU PostgreSQL spends on it). */
async function backendPids(client) {
  const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  return rows.map((r) => Number(r.pid));
}

/** Rows written per table and transactions committed in the database so far. */
async function dbCounters(client) {
  // A backend sends its statistics at most once a second; wait for the run's to arrive.
  await new Promise((r) => setTimeout(r, 1500));
  const tables = await client.query(
    `SELECT relname, n_tup_ins::int AS ins, n_tup_upd::int AS upd, n_tup_del::int AS del,
            coalesce(seq_scan, 0)::int AS seq, coalesce(idx_scan, 0)::int AS idx
       FROM pg_stat_user_tables`,
  );
  const db = await client.query(
    'SELECT xact_commit::bigint AS commits, xact_rollback::bigint AS rollbacks FROM pg_stat_database WHERE datname = current_database()',
  );
  return {
    tables: Object.fromEntries(tables.rows.map((r) => [r.relname, r])),
    commits: Number(db.rows[0].commits),
    rollbacks: Number(db.rows[0].rollbacks),
  };
}

/** Per-order differences of two counter snapshots: writes per table (only tables that changed). */
export function perOrder(before, after, orders) {
  const n = Math.max(orders, 1);
  const tables = {};
  for (const [name, a] of Object.entries(after.tables)) {
    const b = before.tables[name] ?? { ins: 0, upd: 0, del: 0, seq: 0, idx: 0 };
    const d = { ins: a.ins - b.ins, upd: a.upd - b.upd, del: a.del - b.del, seq: a.seq - b.seq };
    if (d.ins || d.upd || d.del || d.seq)
      tables[name] = Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v / n]));
  }
  return {
    commits: (after.commits - before.commits) / n,
    rollbacks: (after.rollbacks - before.rollbacks) / n,
    tables,
  };
}

/** CPU seconds of a group of processes. */
const groupCpuSeconds = (pids) => pids.reduce((sum, pid) => sum + (processCpuSeconds(pid) ?? 0), 0);

/**
 * Runs `work` (returning `{ orders }`) between two snapshots of the database's counters and of the CPU used
 * by `cmsPids`, the database's backends and each group of `others` (`[{ name, pids }]`); returns work's
 * result with `profile` added.
 */
export async function profiled(databaseUrl, cmsPids, work, others = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = await dbCounters(client);
    const othersBefore = others.map((o) => groupCpuSeconds(o.pids));
    const cmsBefore = cmsPids.map(processCpuSeconds);
    const pgPids = await backendPids(client);
    const pgBefore = new Map(pgPids.map((pid) => [pid, processCpuSeconds(pid) ?? 0]));
    const result = await work();
    const pgPidsAfter = [...new Set([...pgPids, ...(await backendPids(client))])];
    const pgCpu = pgPidsAfter.reduce(
      (s, pid) => s + ((processCpuSeconds(pid) ?? 0) - (pgBefore.get(pid) ?? 0)),
      0,
    );
    const cmsCpu = cmsPids.reduce(
      (s, pid, i) => s + ((processCpuSeconds(pid) ?? 0) - (cmsBefore[i] ?? 0)),
      0,
    );
    // Backends that ended during the run are missed; the pool keeps its connections, so few do.
    const after = await dbCounters(client);
    const n = Math.max(result.orders, 1);
    result.profile = {
      ...perOrder(before, after, result.orders),
      cmsCpuMsPerOrder: (cmsCpu * 1000) / n,
      pgCpuMsPerOrder: (pgCpu * 1000) / n,
      othersCpuMsPerOrder: Object.fromEntries(
        others.map((o, i) => [o.name, ((groupCpuSeconds(o.pids) - othersBefore[i]) * 1000) / n]),
      ),
      pgBackendsSeen: pgPidsAfter.length,
    };
    return result;
  } finally {
    await client.end();
  }
}

/** Where a CPU profile's samples fall: a package name, a file of the shop (`cms/src/…`), or V8's own. */
export function sampleOwner(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : `(${functionName || 'native'})`;
  const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  // Node's own modules by their first folders: node:internal/deps/undici, node:internal/streams, node:net.
  if (url.startsWith('node:')) return url.split('/').slice(0, 3).join('/');
  const shop = /\/((cms|common)\/.*)$/.exec(url);
  return shop ? shop[1] : url;
}

/**
 * A V8 CPU profile (`Profiler.stop`'s) summed up: self time by owner (sampleOwner) and by function, each
 * the top `n` with its share of all samples, idle time left out of the shares.
 */
export function summarizeProfile(profile, n = 10) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byOwner = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const [id, t] of self) {
    const { url, functionName, lineNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)') continue;
    busy += t;
    const owner = sampleOwner(url, functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + t);
    const fn = url ? `${functionName || '(anonymous)'} ${owner}:${lineNumber + 1}` : owner;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
  }
  const top = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, t]) => ({ name, share: busy > 0 ? t / busy : 0 }));
  return { busyMs: busy / 1000, owners: top(byOwner), functions: top(byFunction) };
}
