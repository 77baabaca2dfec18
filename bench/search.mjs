// Search in the growth section: a text search of the CMS (one page of 20, relevance order) under the
// section's load, and the server time of suggestions as a shopper types them, asked one at a time so the
// time is the server's and not a queue's (loopback HTTP included).
import { percentile } from './load.mjs';
import { fetchPlain } from './shop.mjs';

/** A two-word search whose words both occur in the synthetic catalogue (see cms/src/seed/synthetic.ts). */
export const SEARCH_API_PATH = '/api/v1/product/filter?name=fragrant%20lavendar&page=1&per_page=20';

/** Prefixes as typed, with a typo, a joined word, and one that matches nothing (the 'Did you mean' path). */
const SUGGEST_QUERIES = ['la', 'lav', 'lave', 'laven', 'hydrangia', 'green tea', 'snakeplant', 'zzqxv'];
const SUGGEST_SAMPLES = 160;

export async function suggestServerTimes(cmsPort) {
  const times = [];
  let failures = 0;
  for (let i = 0; i < SUGGEST_SAMPLES; i++) {
    const q = SUGGEST_QUERIES[i % SUGGEST_QUERIES.length];
    const start = performance.now();
    const res = await fetchPlain(
      `http://localhost:${cmsPort}/api/v1/product/suggest?q=${encodeURIComponent(q)}`,
    );
    const elapsed = performance.now() - start;
    if (res.status === 200) times.push(elapsed);
    else failures++;
  }
  times.sort((a, b) => a - b);
  return {
    samples: times.length,
    failures,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}
