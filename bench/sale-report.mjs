// The sale section's part of bench/results.md: its targets (issue #42) and its tables.
import { isLoss, ratio, SALE_TARGETS } from './sale-stats.mjs';

const ms = (v) => (v == null ? '–' : v === Infinity ? '> 15 s' : `${Math.round(v)} ms`);
const int = (n) => (n == null ? '–' : Math.round(n).toLocaleString('en-US'));
const mib = (b) => (b == null ? '–' : `${(b / 1048576).toFixed(0)} MiB`);
const pct = (r) => (r == null ? '–' : `${(r * 100).toFixed(1)}%`);
const x = (r) => (r == null ? '–' : `${r.toFixed(2)}×`);
const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');

/** The CPU an order costs, by process, in ms: the CMSs, PostgreSQL, then any other group measured. */
function cpuPerOrder(profile) {
  return [
    ['CMS', profile.cmsCpuMsPerOrder],
    ['PostgreSQL', profile.pgCpuMsPerOrder],
    ...Object.entries(profile.othersCpuMsPerOrder ?? {}),
  ];
}

/**
 * What the profile says, in figures of the same run: the call that takes most of an order's time, the
 * transactions per order against pgbench's one, and the ceiling the CPU cost per order sets on this
 * machine (all its cores busy with nothing but the checkout: the CMSs, PostgreSQL, the storefronts getting
 * purges and the load generator).
 */
export function checkoutFindings(c, cores) {
  const entries = Object.entries(c.steps).filter(([, f]) => f.mean != null);
  if (entries.length === 0 || !c.profile) return [];
  const total = entries.reduce((sum, [, f]) => sum + f.mean, 0);
  const [slowest, f] = entries.sort((a, b) => b[1].mean - a[1].mean)[0];
  const parts = cpuPerOrder(c.profile);
  const cpuMs = parts.reduce((sum, [, v]) => sum + v, 0);
  const ceiling = cpuMs > 0 && cores ? (cores * 1000) / cpuMs : null;
  const [biggest] = [...parts].sort((a, b) => b[1] - a[1]);
  const lines = [
    `**Findings.** ${slowest} takes the largest share of an order's time (${pct(f.mean / total)}). ` +
      `An order commits ${c.profile.commits.toFixed(1)} transactions where pgbench commits 1: each call ` +
      `reads and writes in statements and transactions of its own, each a round trip. The CPU an order costs ` +
      `(${parts.map(([name, v]) => `${name} ${v.toFixed(1)} ms`).join(' + ')}) caps the checkout on this ` +
      `machine's ${cores} cores at about ${ceiling == null ? '–' : ceiling.toFixed(0)} orders/s` +
      (ceiling != null && c.pgbench.tps
        ? `, ${x(ceiling / c.pgbench.tps)} of pgbench's rate: CPU per order, the largest part ${biggest[0]}'s, ` +
          `not lock waits or the pool, is what stands between the shop and the target.`
        : '.'),
  ];
  return lines;
}

/** CMS 1's CPU profile during a checkout run of its own: self time by package or file, and by function. */
export function cpuProfileLines(profile) {
  if (!profile) return [];
  const rows = (list) => list.map((e) => [e.name, pct(e.share)]);
  return [
    `**Where the CMS's CPU goes** (CMS 1, V8's sampling profiler over a separate ${'10 s'} run of the same ` +
      `checkout load after pgbench, ${(profile.busyMs / 1000).toFixed(1)} s busy; self time, idle left out):`,
    '',
    table(['Package or file', 'Share'], rows(profile.owners)),
    '',
    table(['Function', 'Share'], rows(profile.functions)),
    '',
  ];
}

/** The checkout's orders per second over pgbench's transactions per second, both of the same run. */
export const checkoutRatio = (sale) => ratio(sale.checkout?.ordersPerSecond, sale.checkout?.pgbench?.tps);

/** p95 of a step in a crowd; null when the step did not run. */
const p95Of = (crowd, step) => crowd?.steps.find((s) => s.step === step)?.p95 ?? null;

/** The worst p99 of one kind of freshness over both storefronts. */
function freshP99(crowd, kinds) {
  const rows = crowd.freshness.rows.filter((r) => kinds.includes(r.kind));
  return rows.length ? Math.max(...rows.map((r) => r.p99 ?? Infinity)) : null;
}

/** The targets of issue #42: each `{ target, value, met }`, `met` null where nothing was measured. */
export function saleTargets(sale) {
  if (!sale || sale.skipped) return [];
  const out = [];
  const big = sale.crowds[sale.crowds.length - 1];
  const small = sale.crowds[0];
  const losses = sale.crowds.flatMap((c) => c.errors.filter((e) => isLoss(e.kind)));
  const lossCount = losses.reduce((s, e) => s + e.count, 0);
  out.push({
    target: 'No 5xx answers and no dropped connections (all crowds)',
    value: lossCount === 0 ? '0' : `${lossCount} (${losses.map((e) => `${e.kind}: ${e.count}`).join('; ')})`,
    met: lossCount === 0,
  });
  out.push({ target: 'Oversold units: 0', value: String(sale.lost.oversold), met: sale.lost.oversold === 0 });
  const l = sale.lost;
  const lostCount = l.missing + l.unpaid + l.wrongLines + l.unmailed + l.noMailFile;
  out.push({
    target: 'Every paid order in the database with its lines and its mail',
    value:
      `${int(l.paid)} paid: ${l.missing} missing, ${l.unpaid} not marked paid, ${l.wrongLines} with wrong lines, ` +
      `${l.unmailed} not mailed, ${l.noMailFile} without a mail file`,
    met: lostCount === 0 && l.paid > 0,
  });
  for (const c of sale.crowds) {
    const p99 = freshP99(c, ['purchase', 'owner stock change', 'owner price change']);
    out.push({
      target: `Freshness p99 ≤ ${SALE_TARGETS.freshnessP99Ms / 1000} s on both storefronts (${c.shoppers} shoppers)`,
      value: ms(p99),
      met: p99 == null ? null : p99 <= SALE_TARGETS.freshnessP99Ms,
    });
  }
  const worst = big.processes
    .filter((p) => p.growth != null && !p.notShop)
    .sort((a, b) => b.growth - a.growth)[0];
  out.push({
    target: `Resident memory growth < ${SALE_TARGETS.memoryGrowth * 100}% from minute 1 to the end, each shop process (${big.shoppers} shoppers)`,
    value: worst ? `largest: ${worst.name} ${pct(worst.growth)}` : '–',
    met: worst ? worst.growth < SALE_TARGETS.memoryGrowth : null,
  });
  const r = checkoutRatio(sale);
  out.push({
    target: `Checkout at ${sale.checkout.shoppers} shoppers ≥ ${SALE_TARGETS.checkoutRatio}× pgbench`,
    value: `${x(r)} (${sale.checkout.ordersPerSecond.toFixed(1)} orders/s vs ${sale.checkout.pgbench.tps?.toFixed(0) ?? '–'} tps)`,
    met: r == null ? null : r >= SALE_TARGETS.checkoutRatio,
  });
  const g = ratio(p95Of(big, 'product'), p95Of(small, 'product'));
  out.push({
    target: `Product page p95 at ${big.shoppers} within ${SALE_TARGETS.productP95Growth}× of ${small.shoppers}`,
    value: `${x(g)} (${ms(p95Of(big, 'product'))} vs ${ms(p95Of(small, 'product'))})`,
    met: g == null ? null : g <= SALE_TARGETS.productP95Growth,
  });
  return out;
}

/** The section's tables: checkout and its profile, then the crowds side by side. */
export function saleReport(sale) {
  const lines = ['## Sale day (issue #42)', ''];
  if (sale.skipped) return [...lines, `Not measured: ${sale.skipped}.`].join('\n');
  const s = sale.settings;
  const c = sale.checkout;
  lines.push(
    `2 storefronts + 2 CMSs on one PostgreSQL database (server ${sale.server}) and one Redis, ` +
      `${int(sale.products)} products. Each virtual shopper has its own loopback address, connections, cart and ` +
      `session; think times ${s.think.min / 1000}–${s.think.max / 1000} s; the owner changes stock or a price ` +
      `every ${s.ownerEveryMs / 1000} s through /api/admin.`,
    '',
    `### Checkout against the database's limit`,
    '',
    `${c.shoppers} shoppers (half at each CMS) through initiate, placeorder, the test card's confirm and ` +
      `update-order for ${c.seconds.toFixed(0)} s; then pgbench with ${c.shoppers} clients doing the same writes in ` +
      `one transaction (bench/pgbench-checkout.mjs) for as long, on the same database.`,
    '',
    table(
      ['Figure', 'Value'],
      [
        ['Shop: paid orders/s', c.ordersPerSecond.toFixed(1)],
        ['pgbench: transactions/s', c.pgbench.tps?.toFixed(1) ?? `– (${c.pgbench.error})`],
        ['**Ratio**', `**${x(checkoutRatio(sale))}**`],
        [
          'Errors',
          Object.entries(c.errors)
            .map(([k, v]) => `${k}: ${v}`)
            .join('; ') || 'none',
        ],
      ],
    ),
    '',
    '**Where each order’s time goes** (client-side time per call; database work per order from ' +
      "PostgreSQL's statistics; CPU per order from /proc):",
    '',
    table(
      ['Call', 'Requests', 'Mean', 'p50', 'p95', 'p99', 'Share of an order'],
      Object.entries(c.steps).map(([step, f]) => {
        const total = Object.values(c.steps).reduce((sum, v) => sum + (v.mean ?? 0), 0);
        return [step, int(f.requests), ms(f.mean), ms(f.p50), ms(f.p95), ms(f.p99), pct(f.mean / total)];
      }),
    ),
    '',
    `Per order: ${c.profile.commits.toFixed(1)} database transactions committed (pgbench: 1); CPU ` +
      cpuPerOrder(c.profile)
        .map(([name, v]) => `${name} ${v.toFixed(1)} ms`)
        .join(', ') +
      `. Rows written per order: ` +
      Object.entries(c.profile.tables)
        // Only the checkout's own rows: the storefronts' occasional catalogue reads are noise here.
        .filter(([, d]) => Object.values(d).some((v) => v >= 0.05))
        .map(
          ([t, d]) =>
            `${t} ${[
              ['ins', 'inserted'],
              ['upd', 'updated'],
              ['del', 'deleted'],
              ['seq', 'sequential scans'],
            ]
              .filter(([k]) => d[k] >= 0.05)
              .map(([k, label]) => `${d[k].toFixed(1)} ${label}`)
              .join(', ')}`,
        )
        .join('; ') +
      '.',
    '',
    ...checkoutFindings(c, sale.cores),
    '',
    ...cpuProfileLines(c.cpuProfile),
    `### The crowd: ${sale.crowds.map((k) => k.shoppers).join(' and ')} shoppers, ${s.seconds} s each`,
    '',
  );
  const steps = [...new Set(sale.crowds.flatMap((k) => k.steps.map((r) => r.step)))];
  lines.push(
    table(
      ['Step', ...sale.crowds.flatMap((k) => [`${k.shoppers}: requests`, 'p50', 'p95', 'p99'])],
      steps.map((step) => [
        step,
        ...sale.crowds.flatMap((k) => {
          const r = k.steps.find((x2) => x2.step === step);
          return r ? [int(r.requests), ms(r.p50), ms(r.p95), ms(r.p99)] : ['–', '–', '–', '–'];
        }),
      ]),
    ),
    '',
    table(
      ['Figure', ...sale.crowds.map((k) => `${k.shoppers} shoppers`)],
      [
        [
          'Visits (browse / search / cart / pay)',
          ...sale.crowds.map((k) => Object.values(k.visits).join(' / ')),
        ],
        ['Paid orders/s', ...sale.crowds.map((k) => k.ordersPerSecond.toFixed(2))],
        [
          'Errors by kind',
          ...sale.crowds.map((k) => k.errors.map((e) => `${e.kind}: ${e.count}`).join('; ') || 'none'),
        ],
        ...['purchase', 'owner stock change', 'owner price change'].flatMap((kind) =>
          [1, 2].map((n) => [
            `Freshness, ${kind}, storefront ${n}: count, p50, p99 (missed)`,
            ...sale.crowds.map((k) => {
              const r = k.freshness.rows.find((f) => f.kind === kind && f.storefront === n);
              return r ? `${r.count}, ${ms(r.p50)}, ${ms(r.p99)} (${r.missed})` : '–';
            }),
          ]),
        ),
        [
          'Product pages the freshness watches fetched (per second)',
          ...sale.crowds.map((k) =>
            k.freshness.polls == null
              ? '–'
              : `${k.freshness.polls} (${(k.freshness.polls / k.seconds).toFixed(1)}/s)`,
          ),
        ],
      ],
    ),
    '',
    'Each process: CPU share (1.00 = one core) over the crowd, resident memory at the start, at minute 1 ' +
      '(a fifth of the run in a quick run) and at the end, and the V8 heap it kept after its last full ' +
      'garbage collection at minute 1 and at the end (bench/heap-hook.mjs; the data it really holds):',
    '',
    table(
      [
        'Process',
        ...sale.crowds.flatMap((k) => [
          `${k.shoppers}: CPU`,
          'RSS start',
          'minute 1',
          'end',
          'growth',
          'heap kept: minute 1',
          'end',
        ]),
      ],
      sale.crowds[0].processes.map((p, i) => [
        p.name,
        ...sale.crowds.flatMap((k) => {
          const r = k.processes[i];
          return [
            r.cpuShare?.toFixed(2) ?? '–',
            mib(r.rssStart),
            mib(r.rssMinute1),
            mib(r.rssEnd),
            pct(r.growth),
            mib(r.heapMinute1),
            mib(r.heapEnd),
          ];
        }),
      ]),
    ),
    '',
    `Nothing lost: ${int(sale.lost.paid)} paid orders checked; oversold units ${sale.lost.oversold}; products ` +
      `whose stock is above what their orders left: ${sale.lost.stockMismatch}.`,
  );
  return lines.join('\n');
}
