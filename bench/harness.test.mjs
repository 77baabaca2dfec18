// Checks of the harness's pure parts: `node --test bench/`. (The benchmarks themselves never run in tests.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_SIZES, parseArgs, SECTIONS } from './args.mjs';
import { showsCount } from './growth.mjs';
import { evaluateTargets, renderReport } from './report.mjs';

test('no options mean the full run of every section', () => {
  const o = parseArgs([]);
  assert.equal(o.quick, false);
  assert.deepEqual(o.only, SECTIONS);
  assert.deepEqual(o.sizes, DEFAULT_SIZES);
});

test('--only and --sizes take both spellings; unknown names are errors', () => {
  assert.deepEqual(parseArgs(['--only', 'growth,api']).only, ['api', 'growth']);
  assert.deepEqual(parseArgs(['--only=lighthouse']).only, ['lighthouse']);
  assert.deepEqual(parseArgs(['--sizes=100,1000']).sizes, [100, 1000]);
  assert.throws(() => parseArgs(['--only=speed']), /--only takes/);
  assert.throws(() => parseArgs(['--sizes=10,abc']), /--sizes takes/);
  assert.throws(() => parseArgs(['--fast']), /Unknown option --fast/);
});

test('the filter page count is found next to its word, not inside other numbers', () => {
  assert.equal(showsCount('<p>10,000 items</p>', 10000), true);
  assert.equal(showsCount('<span>Products: 10000</span>', 10000), true);
  assert.equal(showsCount('<p>110,000 items</p>', 10000), false);
  assert.equal(showsCount('<p>1,000 items</p>', 10000), false);
  assert.equal(showsCount('<p>88 items</p> <img width="100">', 100), false);
});

const lighthousePage = (name, label, median, status = 200) => ({
  name,
  label,
  path: `/${name}`,
  status,
  median,
  runs: [median],
  findings: { failing: [], largestScripts: [], runWarnings: [] },
});
const perfect = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1000,
  cls: 0,
  tbt: 0,
  jsBytes: 200 * 1024,
  pageJsBytes: 100 * 1024,
};

test('targets: thresholds are inclusive, and a page that failed to load never meets one', () => {
  const results = {
    lighthouse: {
      runs: 3,
      pages: [
        lighthousePage('home', 'Home', { ...perfect, performance: 95, cls: 0.02 }),
        lighthousePage('product', 'Product', { ...perfect, pageJsBytes: 150_001 }),
        lighthousePage('filter', 'Filter', perfect, 404),
      ],
    },
  };
  const byTarget = Object.fromEntries(evaluateTargets(results).map((t) => [t.target, t.met]));
  assert.equal(byTarget['Home: performance ≥ 95'], true);
  assert.equal(byTarget['Home: CLS ≤ 0.02'], true);
  assert.equal(byTarget['Product: JavaScript ≤ 150 KB compressed'], false);
  assert.equal(byTarget['Filter: SEO = 100'], false);
});

test('targets: throughput ratio and growth factor', () => {
  const m = (rps, p50) => ({ rps, p50, p99: p50, completed: 10, non2xx: 0, errors: 0, timeouts: 0 });
  const results = {
    throughput: {
      rows: [
        { label: 'Home', ...m(50, 10), ratio: 0.5 },
        { label: 'Filter', ...m(49, 10), ratio: 0.49 },
        { isReference: true, ...m(100, 5), ratio: 1 },
      ],
    },
    growth: {
      rows: [
        { size: 100, page: m(10, 100), search: m(10, 100), api: m(10, 10), notes: [] },
        { size: 10000, page: m(10, 301), search: m(10, 300), api: m(10, 10), notes: [] },
      ],
    },
  };
  const met = evaluateTargets(results).map((t) => t.met);
  assert.deepEqual(met, [true, false, false, true]);
});

test('the report names the machine and every section that ran', () => {
  const md = renderReport({
    date: '2026-01-01 00:00:00 UTC',
    quick: true,
    sections: ['lighthouse'],
    settings: { lighthouseRuns: 1, seconds: 3, warmupSeconds: 1 },
    machine: {
      cpu: 'Test CPU',
      cores: 2,
      ramGiB: 8,
      node: 'v20.0.0',
      os: 'Linux',
      loadavg: [0, 0, 0],
      chromium: 'Chromium',
      commit: 'abc',
      dirty: false,
    },
    seconds: 1,
    notes: [],
    lighthouse: { runs: 1, pages: [lighthousePage('home', 'Home', perfect)] },
  });
  for (const text of ['Test CPU', 'v20.0.0', '2026-01-01', '## Targets', '## Lighthouse', 'Home `/home`'])
    assert.ok(md.includes(text), `missing ${text}`);
});
