// One load test: a warm-up whose figures are thrown away, then the measured run, both with autocannon.
import autocannon from 'autocannon';

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Measures `url` with `connections` concurrent keep-alive connections for `seconds` after `warmupSeconds`.
 * Requests carry no Accept-Encoding, so every target is sent uncompressed and byte sizes compare directly.
 * Returns requests/s over the run, latency percentiles in ms and the counts of failed requests.
 */
export async function measure(url, { connections, seconds, warmupSeconds, timeoutSeconds = 30 }) {
  const base = { url, connections, timeout: timeoutSeconds, headers: { accept: 'text/html,*/*' } };
  if (warmupSeconds > 0) await run({ ...base, duration: warmupSeconds });
  const r = await run({ ...base, duration: seconds });
  const completed = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  return {
    rps: completed / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    completed,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerRequest: completed > 0 ? r.throughput.total / completed : 0,
  };
}
