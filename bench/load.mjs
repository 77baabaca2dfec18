// One load test: a warm-up whose figures are thrown away, then the measured run, both with autocannon.
import autocannon from 'autocannon';
import { log } from './log.mjs';

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
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
