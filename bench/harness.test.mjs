// Checks of the harness's pure parts: `node --test bench/`. (The benchmarks themselves never run in tests.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_SIZES, parseArgs, SECTIONS, settingsFor } from './args.mjs';
import { BARE_FILES } from './bare-next.mjs';
import { clusterPgServerUrl, serverLabel } from './cluster.mjs';
import { showsCount } from './growth.mjs';
import { figures } from './lighthouse.mjs';
import { percentile, splitConnections } from './load.mjs';
import { CLUSTER_NOISE_RATIO, evaluateTargets, HOME_HTML_BYTES, renderReport, tbtLimit } from './report.mjs';
import { purchasePages } from './purchase.mjs';
import { benchEnv } from './shop.mjs';
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

const lighthousePage = (name, label, median, status = 200) => ({
  name,
  label,
  path: `/${name}`,
  status,
  bytes: 50 * 1024,
  median,
  runs: [median],
  findings: { failing: [], largestScripts: [], runWarnings: [] },
});
const barePage = (median, extra = {}) => ({
  ...lighthousePage('bare', 'Bare Next page (reference)', median),
  path: '/',
  isReference: true,
  ...extra,
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
const bareFigures = { ...perfect, lcp: 800, tbt: 100, jsBytes: 100_000, pageJsBytes: 100_000 };
const targetsOf = (results) => Object.fromEntries(evaluateTargets(results).map((t) => [t.target, t]));
const JS_TARGET = "all JavaScript transferred ≤ 1.15 × the bare page's";
const TBT_TARGET = "TBT ≤ 1.3 × the bare page's + 30 ms";

test('a full run takes 5 Lighthouse runs per page, a quick run 1', () => {
  assert.equal(settingsFor(parseArgs([])).lighthouseRuns, 5);
  assert.equal(settingsFor(parseArgs(['--quick'])).lighthouseRuns, 1);
});

test('targets: Lighthouse scores and CLS, inclusive; a page that failed to load never meets one', () => {
  const t = targetsOf({
    lighthouse: {
      runs: 5,
      pages: [
        barePage(bareFigures),
        lighthousePage('home', 'Home', { ...perfect, performance: 98, cls: 0.01 }),
        lighthousePage('product', 'Product', { ...perfect, performance: 97, accessibility: 99, cls: 0.011 }),
        lighthousePage('filter', 'Filter', { ...perfect, tbt: 0, jsBytes: 100_000 }, 404),
      ],
    },
  });
  assert.equal(t['Home: performance ≥ 98'].met, true);
  assert.equal(t['Home: CLS ≤ 0.01'].met, true);
  assert.equal(t['Home: accessibility = 100'].met, true);
  assert.equal(t['Product: performance ≥ 98'].met, false);
  assert.equal(t['Product: accessibility = 100'].met, false);
  assert.equal(t['Product: CLS ≤ 0.01'].met, false);
  assert.equal(t['Filter: SEO = 100'].met, false);
  assert.equal(t[`Filter: ${JS_TARGET}`].met, false);
  // The bare page is the reference, not a page with targets of its own.
  assert.ok(!Object.keys(t).some((k) => k.startsWith('Bare')));
});

test('targets: all JavaScript at most 1.15 × the bare page of the same run', () => {
  const t = targetsOf({
    lighthouse: {
      runs: 5,
      pages: [
        barePage(bareFigures),
        lighthousePage('home', 'Home', { ...perfect, jsBytes: 116_000 }),
        lighthousePage('product', 'Product', { ...perfect, jsBytes: 114_000 }),
        lighthousePage('filter', 'Filter', { ...perfect, jsBytes: 115_000 }),
      ],
    },
  });
  assert.equal(t[`Home: ${JS_TARGET}`].met, false);
  assert.match(t[`Home: ${JS_TARGET}`].value, /^1\.16×/);
  assert.equal(t[`Product: ${JS_TARGET}`].met, true);
  assert.equal(t[`Filter: ${JS_TARGET}`].met, true);
});

test('targets: TBT at most 1.3 × the bare page + 30 ms, from the bare page of the same run', () => {
  assert.equal(tbtLimit(100), 160);
  assert.equal(tbtLimit(0), 30);
  const results = (bareTbt) => ({
    lighthouse: {
      runs: 5,
      pages: [
        barePage({ ...bareFigures, tbt: bareTbt }),
        lighthousePage('home', 'Home', { ...perfect, tbt: 160 }),
        lighthousePage('product', 'Product', { ...perfect, tbt: 161 }),
      ],
    },
  });
  const t = targetsOf(results(100));
  assert.equal(t[`Home: ${TBT_TARGET}`].met, true);
  assert.equal(t[`Product: ${TBT_TARGET}`].met, false);
  assert.match(t[`Product: ${TBT_TARGET}`].value, /limit 160 ms/);
  // A slower bare page (a busier machine) raises the limit for the same page.
  assert.equal(targetsOf(results(200))[`Product: ${TBT_TARGET}`].met, true);
});

test('targets: without a measured bare page the relative targets are not met, and say why', () => {
  const shop = [lighthousePage('home', 'Home', { ...perfect, jsBytes: 1, tbt: 0 })];
  const failed = barePage(null, { error: 'next build failed (1)', status: undefined, findings: null });
  for (const [pages, why] of [
    [[failed, ...shop], 'next build failed (1)'],
    [shop, 'it was not part of the run'],
    [[barePage(bareFigures, { status: 500 }), ...shop], 'it answered HTTP 500'],
  ]) {
    const t = targetsOf({ lighthouse: { runs: 5, pages } });
    for (const target of [JS_TARGET, TBT_TARGET]) {
      assert.equal(t[`Home: ${target}`].met, false, `${target} with ${why}`);
      assert.ok(t[`Home: ${target}`].value.includes(why), `${target} does not say ${why}`);
    }
    // The page's own figures are still judged.
    assert.equal(t['Home: performance ≥ 98'].met, true);
  }
});

test('targets: home HTML at most 150 KB (150 × 1024 bytes) uncompressed', () => {
  const home = (bytes, status = 200) => ({
    pages: [{ name: 'home', label: 'Home', path: '/', status, bytes }],
  });
  const target = 'Home: HTML ≤ 150 KB uncompressed (153,600 bytes)';
  assert.equal(HOME_HTML_BYTES, 153_600);
  assert.equal(targetsOf(home(153_600))[target].met, true);
  assert.equal(targetsOf(home(153_601))[target].met, false);
  assert.equal(targetsOf(home(1000, 500))[target].met, false);
});

test('throughput: each page against a static file of its own size; only the product page is a target', async () => {
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
  // Each page right before its own file.
  assert.deepEqual(order, Object.keys(rps));
  const row = (name) => tp.rows.find((r) => r.name === name);
  assert.equal(row('home').ratio, 0.25);
  assert.equal(row('product').ratio, 0.6);
  assert.equal(row('filter').ratio, 0.1);
  const file = tp.rows.find((r) => r.isReference && r.referenceFor === 'product');
  assert.equal(file.path, '/ref-product.html');
  assert.equal(file.fileBytes, 100_000);
  const throughputTargets = evaluateTargets({ throughput: tp });
  assert.equal(throughputTargets.length, 1);
  assert.equal(throughputTargets[0].target, 'Product: req/s ≥ 50% of a static file of the same size');
  assert.equal(throughputTargets[0].met, true);
  // Against the home page's (larger) file it would be 75% of 400; against the filter's 30%: not its own.
  rps['/ref-product.html'] = 700;
  const slower = await throughputSection({ webUrl: 'http://x', pages, references, settings, load });
  assert.equal(evaluateTargets({ throughput: slower })[0].met, false);
  // A failed run of the file measures nothing: no ratio, not met.
  assert.equal(ratioToFile({ rps: 300 }, { rps: 500, non2xx: 3, errors: 0 }), null);
});

test('targets: growth factor', () => {
  const m = (rps, p50) => ({ rps, p50, p99: p50, completed: 10, non2xx: 0, errors: 0, timeouts: 0 });
  const results = {
    growth: {
      rows: [
        { size: 100, page: m(10, 100), search: m(10, 100), api: m(10, 10), notes: [] },
        { size: 10000, page: m(10, 301), search: m(10, 300), api: m(10, 10), notes: [] },
      ],
    },
  };
  assert.deepEqual(
    evaluateTargets(results).map((t) => t.met),
    [false, true],
  );
});

const listFigures = (p50, total) => ({ p50, p95: p50 + 1, requests: 200, total });
const ordersFigures = (large, { totals = [100000, 14285], notes = [] } = {}) => ({
  filterStatus: 'processing',
  sizes: [
    { size: 1000, seedSeconds: 1, first: listFigures(10, 1000), filtered: listFigures(8, 142), notes: [] },
    {
      size: 100000,
      seedSeconds: 9,
      first: listFigures(large.first, totals[0]),
      filtered: listFigures(large.filtered, totals[1]),
      notes,
    },
  ],
});

test('targets: the orders list, first page and filtered page, each at most 2× at 100,000 orders', () => {
  const targets = evaluateTargets({ orders: ordersFigures({ first: 20, filtered: 16.8 }) });
  assert.deepEqual(
    targets.map((t) => [t.section, t.target, t.value, t.met]),
    [
      [
        'orders',
        'orders list first page p50 at 100,000 orders ≤ 2× at 1,000',
        '2.00× (20 ms vs 10 ms)',
        true,
      ],
      [
        'orders',
        "orders list 'processing' page p50 at 100,000 orders ≤ 2× at 1,000",
        '2.10× (17 ms vs 8.0 ms)',
        false,
      ],
    ],
  );
  // A page that states a wrong total is not met, however fast.
  const wrong = ordersFigures({ first: 10, filtered: 8 }, { notes: ['the first page stated 99999 orders'] });
  assert.deepEqual(
    evaluateTargets({ orders: wrong }).map((t) => t.met),
    [false, false],
  );
  assert.deepEqual(parseArgs(['--only=orders']).only, ['orders']);
  assert.ok(parseArgs([]).only.includes('orders'));
});

test('the orders table shows each size with both pages, the totals stated and any wrong total', () => {
  const orders = ordersFigures({ first: 11, filtered: 9 }, { notes: ['the first page stated 5 orders'] });
  const md = reportOf({ sections: ['orders'], orders });
  assert.match(md, /## Console orders list \(PGlite, GET \/api\/admin\/orders/);
  assert.deepEqual(cellsOf(md, '100,000'), [
    '100,000',
    '200',
    '11 ms / 12 ms',
    '9.0 ms / 10 ms',
    '100,000 / 14,285',
    '9.0 s',
    'the first page stated 5 orders',
  ]);
});

const reportOf = (extra) =>
  renderReport({
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
      loadavg: [1.25, 0.5, 0.25],
      chromium: 'Chromium',
      commit: 'abc',
      dirty: false,
    },
    seconds: 1,
    notes: [],
    ...extra,
  });
const cellsOf = (md, start) => {
  const row = md.split('\n').find((l) => l.startsWith(`| ${start}`));
  assert.ok(row, `no row ${start}`);
  return row.split(' | ').map((c) => c.replace(/^\| |\s*\|$/g, ''));
};

test('the report names the machine, the load average at the start and every section that ran', () => {
  const md = reportOf({ lighthouse: { runs: 1, pages: [lighthousePage('home', 'Home', perfect)] } });
  for (const text of ['Test CPU', 'v20.0.0', '2026-01-01', '## Targets', '## Lighthouse', 'Home `/home`'])
    assert.ok(md.includes(text), `missing ${text}`);
  assert.deepEqual(cellsOf(md, 'Load average at start'), [
    'Load average at start (1 / 5 / 15 min)',
    '1.25 / 0.50 / 0.25',
  ]);
});

test('the Lighthouse table has the bare page first and each page against it', () => {
  const md = reportOf({
    lighthouse: {
      runs: 5,
      pages: [
        barePage(bareFigures),
        lighthousePage('home', 'Home', {
          ...perfect,
          performance: 90,
          lcp: 2500,
          tbt: 200,
          jsBytes: 116_000,
        }),
      ],
    },
  });
  const rows = md.split('\n').filter((l) => l.startsWith('| Bare') || l.startsWith('| Home `'));
  assert.ok(rows[0].startsWith('| Bare Next page (reference) `/`'), 'the bare row is not first');
  const home = cellsOf(md, 'Home `/home`');
  assert.equal(home[1], '90 (bare 100)');
  assert.equal(home[5], '2.50 s (bare 0.80 s)');
  assert.equal(home[7], '200 ms');
  assert.equal(home[8], '160 ms: **not met**');
  assert.equal(home[10], '1.16×: **not met**');
  assert.equal(home[12], '50.0 KiB');
  assert.equal(cellsOf(md, 'Bare Next page')[10], '1.00× (reference)');
  assert.ok(!md.includes('could not be measured'));
  const failed = reportOf({
    lighthouse: {
      runs: 5,
      pages: [
        barePage(null, { error: 'next build failed (1)', findings: null }),
        lighthousePage('home', 'Home', perfect),
      ],
    },
  });
  assert.ok(failed.includes('**The bare Next page could not be measured: next build failed (1).**'));
  assert.ok(cellsOf(failed, 'Bare Next page')[0].endsWith('not measured'));
  assert.ok(failed.includes('- Not measured: next build failed (1).'));
});

test("a run's figures: scores in percent, metrics, the observed first paint and the scripts' bytes", () => {
  const lhr = {
    categories: { performance: { score: 0.97 }, accessibility: { score: 1 }, seo: { score: null } },
    audits: {
      'largest-contentful-paint': { numericValue: 2100 },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0 },
      metrics: { details: { items: [{ observedFirstContentfulPaint: 1290 }] } },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Script', url: 'http://x/_next/a.js', transferSize: 1000 },
            { resourceType: 'Script', url: 'http://x/_next/prefetched.js', transferSize: 500 },
            { resourceType: 'Image', url: 'http://x/i.webp', transferSize: 9000 },
          ],
        },
      },
    },
  };
  assert.deepEqual(figures(lhr, new Set(['/_next/a.js'])), {
    performance: 97,
    accessibility: 100,
    bestPractices: null,
    seo: null,
    lcp: 2100,
    cls: 0,
    tbt: 120,
    paintedAt: 1290,
    jsBytes: 1500,
    pageJsBytes: 1000,
  });
});

test('each Lighthouse run is listed with its score, LCP, TBT and when the first frame was shown', () => {
  const run = (performance, lcp, paintedAt) => ({ ...perfect, performance, lcp, tbt: 150, paintedAt });
  const home = {
    ...lighthousePage('home', 'Home', run(91, 3100, 240)),
    runs: [run(99, 1500, 180), run(84, 3400, 1290), run(91, 3100, 240)],
  };
  const md = reportOf({ lighthouse: { runs: 3, pages: [barePage(bareFigures), home] } });
  const section = md.slice(md.indexOf('### Each run'));
  assert.ok(
    md.indexOf('### Each run') > md.indexOf('## Lighthouse'),
    'no per-run table after the Lighthouse one',
  );
  assert.deepEqual(cellsOf(section, 'Page'), ['Page', 'Run 1', 'Run 2', 'Run 3']);
  assert.deepEqual(cellsOf(section, 'Home'), [
    'Home',
    '99 · LCP 1.50 s · TBT 150 ms · painted 0.18 s',
    '84 · LCP 3.40 s · TBT 150 ms · painted 1.29 s',
    '91 · LCP 3.10 s · TBT 150 ms · painted 0.24 s',
  ]);
  // The bare page had one run and no observed paint: the missing runs and figures show as dashes.
  assert.deepEqual(cellsOf(section, 'Bare Next page'), [
    'Bare Next page (reference)',
    '100 · LCP 0.80 s · TBT 100 ms · painted –',
    '–',
    '–',
  ]);
});

test('the throughput table puts each page next to its own static file', () => {
  const m = (rps) => ({ rps, p50: 1, p99: 2, completed: 10, non2xx: 0, errors: 0, timeouts: 0 });
  const md = reportOf({
    throughput: {
      connections: 50,
      seconds: 3,
      warmupSeconds: 1,
      rows: [
        { name: 'product', label: 'Product', path: '/product/fern', status: 200, ...m(300), ratio: 0.6 },
        {
          name: 'x',
          label: 'Product',
          path: '/f.html',
          isReference: true,
          referenceFor: 'product',
          ...m(500),
        },
      ],
    },
  });
  assert.equal(cellsOf(md, 'Product `/product/fern`')[5], '60%');
  assert.equal(cellsOf(md, 'static file, same size as Product')[5], '100% (reference)');
});

test('the bare Next page: a layout and a page of text, on Next defaults rather than the repo config', () => {
  assert.deepEqual(Object.keys(BARE_FILES).sort(), ['app/layout.jsx', 'app/page.jsx', 'next.config.mjs']);
  const layout = BARE_FILES['app/layout.jsx'];
  assert.match(layout, /<html lang="en">\s*<body>/);
  assert.match(layout, /title: '[^']+'/);
  assert.match(layout, /description: '[^']+'/);
  // Without a config of its own Next would find the repo's next.config.mjs upwards.
  assert.match(BARE_FILES['next.config.mjs'], /^export default \{\};$/m);
  for (const text of Object.values(BARE_FILES)) assert.doesNotMatch(text, /\bimport\b|\.css/);
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

test('purchase: /cart and /checkout meet the catalogue targets against their own bare page; INP ≤ 100 ms', () => {
  const t = targetsOf({
    purchase: {
      lighthouse: {
        runs: 5,
        pages: [
          barePage(bareFigures),
          lighthousePage('cart', 'Cart (filled)', { ...perfect, cls: 0.02 }),
          lighthousePage('checkout', 'Checkout (filled)', { ...perfect, jsBytes: 100_000 }),
        ],
      },
      inp: {
        runs: 5,
        cpuSlowdown: 4,
        viewport: { width: 390, height: 844 },
        floorMs: 16,
        rows: [
          { name: 'Cart plus (/cart)', runs: [16, 100, 40], median: 40, error: null },
          { name: 'Quantity plus (product page)', runs: [104, 112, 96], median: 104, error: null },
          { name: 'Pay', runs: [], median: null, error: 'timed out' },
        ],
      },
    },
  });
  assert.equal(t['Cart (filled): CLS ≤ 0.01'].met, false);
  assert.equal(t['Checkout (filled): performance ≥ 98'].met, true);
  assert.equal(t[`Checkout (filled): ${JS_TARGET}`].met, true);
  assert.equal(t['INP ≤ 100 ms: Cart plus (/cart)'].met, true);
  assert.equal(t['INP ≤ 100 ms: Quantity plus (product page)'].met, false);
  assert.equal(t['INP ≤ 100 ms: Pay'].met, false);
  assert.equal(t['INP ≤ 100 ms: Pay'].value, '– (timed out)');
});

test('purchase: the pages the spec keeps out of search (noindex) have no SEO target, the rest keep theirs', () => {
  const pages = purchasePages('http://shop', []);
  assert.ok(pages.every((p) => p.noindex));
  const t = targetsOf({
    purchase: {
      lighthouse: {
        runs: 1,
        pages: [
          barePage(bareFigures),
          ...pages.map((p) => ({
            ...lighthousePage(p.name, p.label, { ...perfect, seo: 66 }),
            noindex: true,
          })),
        ],
      },
    },
    lighthouse: {
      runs: 1,
      pages: [barePage(bareFigures), lighthousePage('home', 'Home', { ...perfect, seo: 66 })],
    },
  });
  assert.equal(t['Cart (filled): SEO = 100'], undefined);
  assert.equal(t['Checkout (filled): SEO = 100'], undefined);
  assert.equal(t['Checkout (filled): accessibility = 100'].met, true);
  assert.equal(t['Home: SEO = 100'].met, false);
});

test('the bench CMS runs as in production and still takes the test card, so Pay can be measured', () => {
  const env = benchEnv({ cmsPort: 1, webPort: 2, dataDir: '/tmp/x' });
  assert.equal(env.NODE_ENV, 'production');
  assert.equal(env.ALLOW_TEST_PAYMENTS, '1');
});

test('purchase: the report shows the filled-cart Lighthouse table and each interaction’s runs', () => {
  const md = reportOf({
    purchase: {
      lighthouse: {
        runs: 1,
        pages: [barePage(bareFigures), lighthousePage('cart', 'Cart (filled)', perfect)],
      },
      inp: {
        runs: 2,
        cpuSlowdown: 4,
        viewport: { width: 390, height: 844 },
        floorMs: 16,
        rows: [{ name: 'Cart plus (/cart)', runs: [16, 48], median: 32, error: null }],
      },
    },
  });
  assert.ok(md.includes('## Purchase path: Lighthouse with a filled cart'));
  assert.ok(md.includes('## Purchase path: INP (Chromium, 390 × 844, 4× CPU slowdown, median of 2 runs)'));
  assert.deepEqual(cellsOf(md, 'Cart plus'), ['Cart plus (/cart)', '32 ms: met', '< 16 ms', '48 ms']);
});
