// One load test: a warm-up whose figures are thrown away, then the measured run, both with autocannon.
import autocannon from 'autocannon';
import { log } from './log.mjs';

/** One autocannon run; `onLatency` gets the response time (ms) of each 2xx response, as autocannon counts them. */
function run(opts, onLatency) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    if (onLatency)
      instance.on('response', (_client, status, _bytes, responseTime) => {
        if (status >= 200 && status < 300) onLatency(responseTime);
      });
  });
}

/**
 * When autocannon stops, the requests still in flight are dropped on the client side only: the server
 * goes on rendering them. Waiting for a few sequential requests to come back lets that backlog drain, so
 * it does not count against the next run.
 */
async function settle(url, timeoutSeconds) {
  for (let i = 0; i < 3; i++) {
    await fetch(url, { signal: AbortSignal.timeout(timeoutSeconds * 1000) })
      .then((r) => r.arrayBuffer())
      .catch(() => null);
  }
}

/**
 * Measures `url` with `connections` concurrent keep-alive connections for `seconds` after `warmupSeconds`.
 * Requests carry no Accept-Encoding, so every target is sent uncompressed and byte sizes compare directly.
 * Returns requests/s over the run, latency percentiles in ms and the counts of failed requests.
 */
export async function measure(url, { connections, seconds, warmupSeconds, timeoutSeconds = 30 }) {
  const base = { url, connections, timeout: timeoutSeconds, headers: { accept: 'text/html,*/*' } };
  if (warmupSeconds > 0) {
    await run({ ...base, duration: warmupSeconds });
    await settle(url, timeoutSeconds);
  }
  const r = await run({ ...base, duration: seconds });
  await settle(url, timeoutSeconds);
  const completed = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  const m = {
    rps: completed / r.duration,
    p50: completed > 0 ? r.latency.p50 : null,
    p99: completed > 0 ? r.latency.p99 : null,
    completed,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerRequest: completed > 0 ? r.throughput.total / completed : null,
  };
  log(
    `  ${new URL(url).pathname}: ${m.rps.toFixed(1)} req/s, p50 ${m.p50 ?? '–'} ms, p99 ${m.p99 ?? '–'} ms` +
      `${m.non2xx ? `, ${m.non2xx} non-2xx` : ''}${m.errors ? `, ${m.errors} errors` : ''}`,
  );
  return m;
}

/** The `p`th percentile (0–100, nearest rank) of ascending `sorted` values; null when there are none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** `total` connections shared out as evenly as whole numbers allow: 25 and 25, or 26 and 25 for 51. */
export function splitConnections(total, parts) {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

/**
 * Load on several URLs at once (one per instance), `connections` split evenly between them: the warm-ups
 * run together, then the measured runs start together. Requests/s is the sum over the runs; the latency
 * percentiles are those of every 2xx response of all runs taken together (autocannon only has them per
 * run), so one URL alone gives figures measured the same way as several.
 */
export async function measureSplit(urls, { connections, seconds, warmupSeconds, timeoutSeconds = 30 }) {
  const shares = splitConnections(connections, urls.length);
  const base = (url, i) => ({
    url,
    connections: shares[i],
    timeout: timeoutSeconds,
    headers: { accept: 'text/html,*/*' },
  });
  const settleAll = () => Promise.all(urls.map((url) => settle(url, timeoutSeconds)));
  if (warmupSeconds > 0) {
    await Promise.all(urls.map((url, i) => run({ ...base(url, i), duration: warmupSeconds })));
    await settleAll();
  }
  const latencies = [];
  const runs = await Promise.all(
    urls.map((url, i) => run({ ...base(url, i), duration: seconds }, (ms) => latencies.push(ms))),
  );
  await settleAll();
  latencies.sort((a, b) => a - b);
  const perRun = runs.map((r, i) => {
    const completed = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
    return { url: urls[i], connections: shares[i], completed, rps: completed / r.duration };
  });
  const sum = (key) => runs.reduce((n, r) => n + r[key], 0);
  const m = {
    rps: perRun.reduce((n, r) => n + r.rps, 0),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    completed: perRun.reduce((n, r) => n + r.completed, 0),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    perRun,
  };
  log(
    `  ${urls.map((u) => new URL(u).host).join(' + ')} ${new URL(urls[0]).pathname}: ` +
      `${m.rps.toFixed(1)} req/s (${perRun.map((r) => r.rps.toFixed(1)).join(' + ')}), ` +
      `p50 ${m.p50?.toFixed(1) ?? '–'} ms, p99 ${m.p99?.toFixed(1) ?? '–'} ms` +
      `${m.non2xx ? `, ${m.non2xx} non-2xx` : ''}${m.errors ? `, ${m.errors} errors` : ''}`,
  );
  return m;
}
