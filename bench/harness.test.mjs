// Checks of the harness's pure parts: `node --test bench/`. (The benchmarks themselves never run in tests.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_SIZES, parseArgs, SECTIONS, settingsFor } from './args.mjs';
import { clusterPgServerUrl, serverLabel } from './cluster.mjs';
import { showsCount } from './growth.mjs';
import { percentile, splitConnections } from './load.mjs';
import { CLUSTER_NOISE_RATIO, evaluateTargets, renderReport } from './report.mjs';
import { ratioToFile, throughputSection } from './throughput.mjs';

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

test('the cluster section is part of the full run and can run alone', () => {
  assert.ok(parseArgs([]).only.includes('cluster'));
  assert.deepEqual(parseArgs(['--only', 'cluster']).only, ['cluster']);
  assert.deepEqual(parseArgs(['--only=cluster,api', '--quick']).only, ['api', 'cluster']);
});

test('cluster: PostgreSQL server from DATABASE_URL, else the local one; the report never shows credentials', () => {
  assert.equal(
    clusterPgServerUrl({ DATABASE_URL: ' postgres://a:b@db:6543/x ' }),
    'postgres://a:b@db:6543/x',
  );
  const local = new URL(clusterPgServerUrl({ DATABASE_URL: '' }));
  assert.equal(local.host, '127.0.0.1:5432');
  assert.equal(local.pathname, '/test');
  assert.equal(serverLabel('postgres://user:secret@db.example:6543/x'), 'db.example:6543');
  assert.equal(serverLabel('postgres://user@127.0.0.1/test'), '127.0.0.1:5432');
});

test('split load: connections shared out evenly, percentiles by nearest rank', () => {
  assert.deepEqual(splitConnections(50, 2), [25, 25]);
  assert.deepEqual(splitConnections(51, 2), [26, 25]);
  assert.deepEqual(splitConnections(50, 1), [50]);
  const values = Array.from({ length: 200 }, (_, i) => i + 1);
  assert.equal(percentile(values, 50), 100);
  assert.equal(percentile(values, 99), 198);
  assert.equal(percentile([7], 99), 7);
  assert.equal(percentile([], 50), null);
});

test('the filter page count is found next to its word, not inside other numbers', () => {
  assert.equal(showsCount('<p>10,000 items</p>', 10000), true);
  assert.equal(showsCount('<span>Products: 10000</span>', 10000), true);
  assert.equal(showsCount('<p>110,000 items</p>', 10000), false);
  assert.equal(showsCount('<p>1,000 items</p>', 10000), false);
  assert.equal(showsCount('<p>88 items</p> <img width="100">', 100), false);
});

test('a full run takes 5 Lighthouse runs per page, a quick run 1', () => {
  assert.equal(settingsFor(parseArgs([])).lighthouseRuns, 5);
  assert.equal(settingsFor(parseArgs(['--quick'])).lighthouseRuns, 1);
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
        { label: 'Home', isReference: true, ...m(100, 5), ratio: 1 },
        { label: 'Filter', ...m(49, 10), ratio: 0.49 },
        { label: 'Filter', isReference: true, ...m(100, 5), ratio: 1 },
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

test('throughput: each page against a static file of its own size, measured right after it', async () => {
  const pages = [
    { name: 'home', label: 'Home', path: '/', status: 200 },
    { name: 'product', label: 'Product', path: '/product/fern', status: 200 },
    { name: 'filter', label: 'Filter', path: '/filter', status: 200 },
  ];
  const references = {
    home: { urlPath: '/ref-home.html', bytes: 270_000 },
    product: { urlPath: '/ref-product.html', bytes: 100_000 },
    filter: { urlPath: '/ref-filter.html', bytes: 130_000 },
  };
  const rps = {
    '/': 100,
    '/ref-home.html': 400,
    '/product/fern': 300,
    '/ref-product.html': 500,
    '/filter': 100,
    '/ref-filter.html': 1000,
  };
  const order = [];
  const load = async (url) => {
    const p = new URL(url).pathname;
    order.push(p);
    return { rps: rps[p], p50: 1, p99: 2, completed: 10, non2xx: 0, errors: 0, timeouts: 0 };
  };
  const settings = { connections: 50, seconds: 3, warmupSeconds: 1 };
  const tp = await throughputSection({ webUrl: 'http://x', pages, references, settings, load });
  assert.deepEqual(order, Object.keys(rps));
  const row = (name) => tp.rows.find((r) => r.name === name);
  assert.equal(row('home').ratio, 0.25);
  assert.equal(row('product').ratio, 0.6);
  assert.equal(row('filter').ratio, 0.1);
  const file = tp.rows.find((r) => r.isReference && r.referenceFor === 'product');
  assert.equal(file.path, '/ref-product.html');
  assert.equal(file.fileBytes, 100_000);
  // A failed run of the file measures nothing: no ratio.
  assert.equal(ratioToFile({ rps: 300 }, { rps: 500, non2xx: 3, errors: 0 }), null);
});

const machine = {
  cpu: 'Test CPU',
  cores: 2,
  ramGiB: 8,
  node: 'v20.0.0',
  os: 'Linux',
  loadavg: [0, 0, 0],
  chromium: 'Chromium',
  commit: 'abc',
  dirty: false,
};
const clusterRun = (rps, p50, p99, perRun) => ({
  rps,
  p50,
  p99,
  completed: 100,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  perRun: perRun.map((r) => ({ rps: r, completed: 50 })),
});
const clusterResults = (cores, cluster) => ({
  date: '2026-01-01 00:00:00 UTC',
  quick: true,
  sections: ['cluster'],
  settings: { lighthouseRuns: 1, seconds: 3, warmupSeconds: 1 },
  machine: { ...machine, cores },
  seconds: 1,
  notes: [],
  cluster: {
    connections: 50,
    seconds: 3,
    warmupSeconds: 1,
    server: '127.0.0.1:5432',
    redisClients: 4,
    loadBefore: { one: 1.5, two: 2.25 },
    notes: [],
    skipped: null,
    ...cluster,
  },
});

test('the cluster table puts one and two instance pairs side by side with their ratio and the cores', () => {
  const md = renderReport(
    clusterResults(2, {
      rows: [
        {
          label: 'Product page',
          path: '/product/fern',
          one: clusterRun(200, 12, 80, [200]),
          two: { ...clusterRun(180, 14, 95, [100, 80]), non2xx: 3 },
          ratio: 0.9,
        },
      ],
    }),
  );
  const row = md.split('\n').find((l) => l.startsWith('| Product page'));
  assert.ok(row, 'no Product page row');
  const cells = row.split(' | ').map((c) => c.replace(/^\| |\s*\|$/g, ''));
  assert.deepEqual(cells, [
    'Product page `/product/fern`',
    '200',
    '12 ms',
    '80 ms',
    '180 (100 + 80)',
    '14 ms',
    '95 ms',
    '0.90×',
    '(b): 3 non-2xx',
  ]);
  assert.ok(md.includes('## Cluster'));
  assert.ok(md.includes('This machine has 2 cores'));
  assert.ok(md.includes('runs its JavaScript on one core'));
  assert.ok(md.includes('Redis had 4 client connection(s)'));
  assert.ok(md.includes('before (a): 1.50, before (b): 2.25'));
  assert.ok(!md.includes('does not compare the instance counts'));
  const wide = renderReport(clusterResults(16, { rows: [] }));
  assert.ok(wide.includes('This machine has 16 cores'));
  assert.ok(!wide.includes('runs its JavaScript on one core'));
});

test('a cluster section that could not run says why', () => {
  const md = renderReport(
    clusterResults(2, { rows: [], skipped: 'no PostgreSQL database could be created on 127.0.0.1:5432' }),
  );
  assert.ok(md.includes('Not measured: no PostgreSQL database could be created on 127.0.0.1:5432.'));
});

test('two pairs more than twice as fast as one is reported as a change in load, not a result', () => {
  const row = (ratio) => ({
    label: 'Product page',
    path: '/product/fern',
    one: clusterRun(100, 10, 20, [100]),
    two: clusterRun(100 * ratio, 10, 20, [50 * ratio, 50 * ratio]),
    ratio,
  });
  const warning = 'does not compare the instance counts';
  const faster = CLUSTER_NOISE_RATIO + 0.1;
  assert.ok(renderReport(clusterResults(2, { rows: [row(faster)] })).includes(warning));
  assert.ok(renderReport(clusterResults(8, { rows: [row(faster)] })).includes(warning));
  assert.ok(!renderReport(clusterResults(2, { rows: [row(CLUSTER_NOISE_RATIO)] })).includes(warning));
});
