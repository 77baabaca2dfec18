// Checks of the sale section's pure parts: `node --test bench/`. (The sale itself never runs in tests.)
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { test } from 'node:test';
import { parseArgs } from './args.mjs';
import { sampleOwner, summarizeProfile } from './checkout-profile.mjs';
import { parseTps, pgbenchScript } from './pgbench-checkout.mjs';
import { renderReport } from './report.mjs';
import { checkoutRatio, saleReport, saleTargets } from './sale-report.mjs';
import { seededRandom } from './sale-shoppers.mjs';
import { forgetRuntimePages } from './shop.mjs';
import {
  growth,
  isLoss,
  MIX,
  oversoldUnits,
  percentiles,
  pickJourney,
  productPageShows,
  StepRecorder,
  thinkMs,
} from './sale-stats.mjs';
import { errorKind, shopperAddress } from './virtual-client.mjs';
import { watchDelayMs, watchPages } from './sale-owner.mjs';

test('the sale section runs with --only=sale and is part of the full run', () => {
  assert.deepEqual(parseArgs(['--only=sale', '--quick']).only, ['sale']);
  assert.ok(parseArgs([]).only.includes('sale'));
});

test('the mix: 60% browse, 20% search, 15% cart, 5% pay, by the edges and by frequency', () => {
  assert.deepEqual(
    MIX.map((m) => m.percent),
    [60, 20, 15, 5],
  );
  assert.equal(pickJourney(0), 'browse');
  assert.equal(pickJourney(0.5999), 'browse');
  assert.equal(pickJourney(0.6), 'search');
  assert.equal(pickJourney(0.7999), 'search');
  assert.equal(pickJourney(0.8), 'cart');
  assert.equal(pickJourney(0.9499), 'cart');
  assert.equal(pickJourney(0.95), 'pay');
  assert.equal(pickJourney(0.99999), 'pay');
  const rand = seededRandom(7);
  const counts = { browse: 0, search: 0, cart: 0, pay: 0 };
  for (let i = 0; i < 100_000; i++) counts[pickJourney(rand())]++;
  for (const m of MIX)
    assert.ok(Math.abs(counts[m.journey] / 1000 - m.percent) < 1, `${m.journey} ${counts[m.journey]}`);
});

test('think times are uniform between the bounds and each shopper’s random numbers repeat', () => {
  assert.equal(thinkMs(0, { min: 1000, max: 4000 }), 1000);
  assert.equal(thinkMs(0.5, { min: 1000, max: 4000 }), 2500);
  assert.ok(thinkMs(0.99999, { min: 1000, max: 4000 }) <= 4000);
  const a = seededRandom(3);
  const b = seededRandom(3);
  assert.deepEqual([a(), a(), a()], [b(), b(), b()]);
  assert.notEqual(seededRandom(4)(), seededRandom(3)());
});

test('percentiles are nearest-rank p50, p95, p99 and none of nothing', () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.deepEqual(percentiles(sorted), { p50: 50, p95: 95, p99: 99 });
  assert.deepEqual(percentiles([7]), { p50: 7, p95: 7, p99: 7 });
  assert.deepEqual(percentiles([]), { p50: null, p95: null, p99: null });
});

test('the step recorder times good answers and counts errors by kind, failed requests included', () => {
  const r = new StepRecorder();
  for (const ms of [30, 10, 20]) r.record('product', ms, null);
  r.record('product', 5000, 'http-503');
  r.record('initiate', 12, null);
  r.record('initiate', 1, 'reset');
  r.record('initiate', 1, 'reset');
  assert.deepEqual(r.rows(), [
    { step: 'product', requests: 4, failed: 1, p50: 20, p95: 30, p99: 30 },
    { step: 'initiate', requests: 3, failed: 2, p50: 12, p95: 12, p99: 12 },
  ]);
  assert.deepEqual(r.errorRows(), [
    { kind: 'initiate: reset', count: 2 },
    { kind: 'product: http-503', count: 1 },
  ]);
});

test('errors are named by kind; 5xx and dropped connections are losses, 4xx are not', () => {
  assert.equal(errorKind({ status: 200, error: null }), null);
  assert.equal(errorKind({ status: 503, error: null }), 'http-503');
  assert.equal(errorKind({ status: 409, error: null }), 'http-409');
  assert.equal(
    errorKind({ status: 0, error: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
    'reset',
  );
  assert.equal(
    errorKind({ status: 0, error: Object.assign(new Error('t'), { code: 'ETIMEDOUT' }) }),
    'timeout',
  );
  assert.ok(isLoss('product: http-500'));
  assert.ok(isLoss('initiate: reset'));
  assert.ok(!isLoss('placeorder: http-409'));
  assert.ok(!isLoss('initiate: http-429'));
});

test('each shopper has its own loopback address, never .0 or .255', () => {
  const seen = new Set(Array.from({ length: 600 }, (_, n) => shopperAddress(n)));
  assert.equal(seen.size, 600);
  for (const a of seen) {
    assert.match(a, /^127\.10\.\d+\.\d+$/);
    const last = Number(a.split('.')[3]);
    assert.ok(last >= 1 && last <= 254, a);
  }
  assert.equal(shopperAddress(0), '127.10.0.1');
  assert.equal(shopperAddress(254), '127.10.1.1');
});

test('the product page’s price and stock line are read from its HTML', () => {
  const html =
    '<p class="x" data-testid="product-price">$18.99</p><p data-testid="stock-status" class="y">' +
    '<span aria-hidden="true" class="h-2"></span>In Stock: 14</p>';
  assert.deepEqual(productPageShows(html), { price: '$18.99', quantity: 14 });
  const out =
    '<p data-testid="stock-status" class="y"><span aria-hidden="true" class="z"></span>Out of Stock</p>';
  assert.deepEqual(productPageShows(out), { price: null, quantity: 0 });
  assert.deepEqual(productPageShows('<p>nothing</p>'), { price: null, quantity: null });
});

test('oversold units: what orders hold beyond what there was, per product', () => {
  const available = new Map([
    [1, 10],
    [2, 5],
  ]);
  assert.equal(oversoldUnits(new Map([[1, 10]]), available), 0);
  assert.equal(
    oversoldUnits(
      new Map([
        [1, 12],
        [2, 5],
        [3, 1],
      ]),
      available,
    ),
    3,
  );
});

test('memory growth and pgbench’s output', () => {
  assert.equal(growth(100, 110).toFixed(2), '0.10');
  assert.equal(growth(null, 110), null);
  assert.equal(
    parseTps('latency average = 9 ms\ntps = 907.123 (without initial connection time)\n'),
    907.123,
  );
  assert.equal(parseTps('connection refused'), null);
  const script = pgbenchScript(10000);
  assert.match(script, /random\(1, 10000\)/);
  // Two different products per order, as the shop's checkout load buys: the next id, wrapping round.
  assert.match(script, /\\set q \(:p % 10000\) \+ 1/);
  for (const step of [
    /INSERT INTO payments/,
    /WHERE id IN \(:p, :q\) ORDER BY id FOR UPDATE/,
    /UPDATE products SET quantity = quantity - 1 WHERE id IN \(:p, :q\)/,
    /INSERT INTO orders/,
    /INSERT INTO order_items .* VALUES \(:order_id, :p, [^)]*\), \(:order_id, :q, [^)]*\)/,
    /paid_at = now\(\)/,
  ])
    assert.match(script, step);
});

/** A sale section's results as the run gives them, for the report. */
function sampleSale(overrides = {}) {
  const crowd = (shoppers, productP95, extra = {}) => ({
    shoppers,
    seconds: 300,
    visits: { browse: 600, search: 200, cart: 150, pay: 50 },
    steps: [{ step: 'product', requests: 1000, failed: 0, p50: 20, p95: productP95, p99: productP95 * 2 }],
    errors: [],
    ordersPerSecond: 0.2,
    paidCount: 50,
    freshness: {
      rows: [
        { kind: 'purchase', storefront: 1, count: 10, missed: 0, p50: 300, p99: 900 },
        { kind: 'purchase', storefront: 2, count: 10, missed: 0, p50: 350, p99: 1200 },
        { kind: 'owner stock change', storefront: 1, count: 50, missed: 0, p50: 250, p99: 800 },
      ],
      skipped: 0,
      polls: 600,
    },
    processes: [
      {
        name: 'CMS 1',
        cpuShare: 0.5,
        rssStart: 100e6,
        rssMinute1: 120e6,
        rssEnd: 125e6,
        growth: 0.04,
        heapMinute1: 40 * 1048576,
        heapEnd: 41 * 1048576,
        heapGrowth: 0.025,
      },
    ],
    ...extra,
  });
  return {
    settings: { crowds: [50, 200], seconds: 300, ownerEveryMs: 3000, think: { min: 1000, max: 4000 } },
    server: '127.0.0.1:5432',
    products: 10000,
    cores: 2,
    skipped: null,
    checkout: {
      shoppers: 10,
      seconds: 30,
      ordersPerSecond: 250,
      errors: {},
      steps: { initiate: { requests: 100, mean: 10, p50: 9, p95: 20, p99: 30 } },
      profile: {
        commits: 12.5,
        cmsCpuMsPerOrder: 11.4,
        pgCpuMsPerOrder: 5.9,
        othersCpuMsPerOrder: { storefronts: 4.2, 'load generator': 1.5 },
        tables: { orders: { ins: 1, upd: 2, del: 0, seq: 0 } },
      },
      pgbench: { tps: 1000, error: null },
    },
    crowds: [crowd(50, 40), crowd(200, 100)],
    lost: {
      paid: 100,
      missing: 0,
      unpaid: 0,
      wrongLines: 0,
      unmailed: 0,
      noMailFile: 0,
      oversold: 0,
      stockMismatch: 0,
    },
    ...overrides,
  };
}

test('the sale targets: ratio, growth, freshness, memory and nothing lost, met and not met', () => {
  const sale = sampleSale();
  assert.equal(checkoutRatio(sale), 0.25);
  const byName = (t, start) => t.find((x) => x.target.startsWith(start));
  let t = saleTargets(sale);
  assert.equal(byName(t, 'Checkout').met, true);
  assert.match(byName(t, 'Checkout').value, /0\.25×/);
  assert.equal(byName(t, 'Product page p95').met, true);
  assert.match(byName(t, 'Product page p95').value, /2\.50×/);
  assert.equal(byName(t, 'Freshness p99 ≤ 5 s on both storefronts (200').met, true);
  assert.equal(byName(t, 'Resident memory').met, true);
  assert.equal(byName(t, 'No 5xx').met, true);
  assert.equal(byName(t, 'Every paid order').met, true);

  const bad = sampleSale({
    checkout: { ...sale.checkout, ordersPerSecond: 94 },
    lost: { ...sale.lost, oversold: 2, noMailFile: 1 },
  });
  bad.crowds[1].steps[0].p95 = 130;
  bad.crowds[1].errors = [
    { kind: 'product: http-500', count: 3 },
    { kind: 'placeorder: http-409', count: 4 },
  ];
  bad.crowds[1].processes[0].growth = 0.2;
  bad.crowds[1].freshness.rows[1].missed = 1;
  bad.crowds[1].freshness.rows[1].p99 = Infinity;
  t = saleTargets(bad);
  assert.equal(byName(t, 'Checkout').met, false);
  assert.equal(byName(t, 'Product page p95').met, false);
  assert.equal(byName(t, 'No 5xx').met, false);
  assert.match(byName(t, 'No 5xx').value, /^3 \(product: http-500: 3\)$/);
  assert.equal(byName(t, 'Oversold').met, false);
  assert.equal(byName(t, 'Every paid order').met, false);
  assert.equal(byName(t, 'Resident memory').met, false);
  assert.equal(byName(t, 'Freshness p99 ≤ 5 s on both storefronts (200').met, false);
  assert.match(byName(t, 'Freshness p99 ≤ 5 s on both storefronts (200').value, /> 15 s/);
});

test('the sale report shows the ratio, the profile and both crowds side by side, inside its region', () => {
  const sale = sampleSale();
  const text = saleReport(sale);
  assert.match(text, /\*\*Ratio\*\* \| \*\*0\.25×\*\*/);
  assert.match(text, /Where each order’s time goes/);
  assert.match(text, /12\.5 database transactions/);
  assert.match(text, /CPU CMS 11\.4 ms, PostgreSQL 5\.9 ms, storefronts 4\.2 ms, load generator 1\.5 ms\./);
  // 2 cores / (11.4 + 5.9 + 4.2 + 1.5) ms per order ≈ 87 orders/s: 0.09× pgbench's 1000 tps at best.
  assert.match(
    text,
    /at about 87 orders\/s, 0\.09× of pgbench's rate: CPU per order, the largest part CMS's/,
  );
  assert.match(text, /initiate takes the largest share/);
  // The heap kept after a full collection sits next to resident memory, for each crowd.
  assert.match(text, /\| CMS 1 \| 0\.50 \| 95 MiB \| 114 MiB \| 119 MiB \| 4\.0% \| 40 MiB \| 41 MiB \|/);
  assert.match(text, /\| Step \| 50: requests \| p50 \| p95 \| p99 \| 200: requests \| p50 \| p95 \| p99 \|/);
  assert.match(
    text,
    /Freshness, purchase, storefront 2: count, p50, p99 \(missed\) \| 10, 350 ms, 1200 ms \(0\)/,
  );
  assert.match(text, /Product pages the freshness watches fetched \(per second\) \| 600 \(2\.0\/s\) \|/);
  const report = renderReport({
    date: '2026-11-28 04:00 UTC',
    quick: true,
    sections: ['sale'],
    settings: { lighthouseRuns: 1, seconds: 3, warmupSeconds: 1 },
    machine: {
      cpu: 'Test CPU',
      cores: 2,
      ramGiB: 8,
      node: 'v20.0.0',
      os: 'Linux',
      loadavg: [1, 1, 1],
      chromium: 'Chromium',
      commit: 'abc',
      dirty: false,
    },
    seconds: 1,
    notes: [],
    sale,
  });
  assert.match(report, /<!-- bench:sale -->[\s\S]*Sale day \(issue #42\)[\s\S]*<!-- \/bench:sale -->/);
  assert.match(
    report,
    /<!-- bench:sale:targets -->[\s\S]*Checkout at 10 shoppers ≥ 0\.25× pgbench[\s\S]*<!-- \/bench:sale:targets -->/,
  );
  assert.match(saleReport({ skipped: 'no PostgreSQL' }), /Not measured: no PostgreSQL/);
});

test('a CPU profile is summed up by package or file and by function, idle left out', () => {
  const frame = (id, functionName, url, lineNumber = 0) => ({
    id,
    callFrame: { functionName, url, lineNumber },
  });
  const profile = {
    nodes: [
      frame(1, '(idle)', ''),
      frame(2, 'sql', '/work/x/node_modules/drizzle-orm/sql/sql.js', 9),
      frame(3, 'settlePayment', 'file:///work/x/cms/src/services/payments/settle.ts', 99),
      frame(4, '(garbage collector)', ''),
    ],
    samples: [1, 1, 2, 2, 2, 3, 4],
    timeDeltas: [5000, 5000, 1000, 1000, 1000, 500, 500],
  };
  const s = summarizeProfile(profile, 2);
  assert.equal(s.busyMs, 4);
  assert.deepEqual(s.owners, [
    { name: 'drizzle-orm', share: 0.75 },
    { name: 'cms/src/services/payments/settle.ts', share: 0.125 },
  ]);
  assert.equal(s.functions[0].name, 'sql drizzle-orm:10');
  assert.equal(sampleOwner('node:internal/deps/undici/undici', 'fetch'), 'node:internal/deps/undici');
  assert.equal(sampleOwner('', '(garbage collector)'), '(garbage collector)');
  assert.equal(sampleOwner('', 'writev'), '(writev)');
});

test("a run starts from the build's own pages: those an earlier run rendered are removed", () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
  try {
    const built = path.join(dist, 'server/app/index.html');
    const rendered = path.join(dist, 'server/route-cache/APP_PAGE/0123abcd/$/product/money-plant.html');
    for (const file of [built, rendered]) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, '<html></html>');
    }
    forgetRuntimePages(dist);
    assert.equal(existsSync(rendered), false, 'a page rendered at run time is still there');
    assert.equal(existsSync(built), true, 'a page of the build went');
    forgetRuntimePages(dist); // nothing left to remove is fine
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('a freshness watch looks every 200 ms for 2 s, every 500 ms up to 5 s, then every second', () => {
  assert.equal(watchDelayMs(0), 200);
  assert.equal(watchDelayMs(1999), 200);
  assert.equal(watchDelayMs(2000), 500);
  assert.equal(watchDelayMs(4999), 500);
  assert.equal(watchDelayMs(5000), 1000);
  assert.equal(watchDelayMs(14_000), 1000);
});

test('a freshness watch times a change from its start, never short, and counts the pages it fetched', async () => {
  const showsAfterMs = 4000;
  const started = performance.now();
  const server = http.createServer((_req, res) => {
    const quantity = performance.now() - started >= showsAfterMs ? 7 : 9;
    res.end(`<p data-testid="stock-status" class="x">In Stock: ${quantity}</p>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    let polls = 0;
    const [ms] = await watchPages({
      webUrls: [`http://127.0.0.1:${server.address().port}`],
      slug: 'tulsi',
      since: started,
      shows: (p) => p.quantity === 7,
      onPoll: () => polls++,
    });
    assert.ok(ms >= showsAfterMs, `shown after ${ms} ms, before the change`);
    // The look after 4 s comes at most 0.5 s (and a request) later.
    assert.ok(ms < showsAfterMs + 1000, `shown after ${ms} ms`);
    // 200 ms apart for 2 s (about 10), then 500 ms apart (4 more): not one every 200 ms (about 20).
    assert.ok(polls >= 12 && polls <= 16, `${polls} pages fetched`);
  } finally {
    server.close();
  }
});
