// The report's regions: a run of some sections (`--only`) keeps the other sections of bench/results.md.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { SECTIONS } from './args.mjs';
import { mergeReports, regionsOf } from './regions.mjs';
import { renderReport } from './report.mjs';

const machine = {
  cpu: 'Test CPU',
  cores: 2,
  ramGiB: 8,
  node: 'v20.0.0',
  os: 'Linux',
  loadavg: [1.25, 0.5, 0.25],
  chromium: 'Chromium',
  commit: 'abc',
  dirty: false,
};
const run = (date, sections, extra) => ({
  date,
  quick: false,
  sections,
  settings: { lighthouseRuns: 5, seconds: 10, warmupSeconds: 3 },
  machine,
  seconds: 1,
  notes: [],
  ...extra,
});
const api = (rps) => ({
  connections: 50,
  seconds: 10,
  warmupSeconds: 3,
  postgresSkipped: null,
  rows: [
    { database: 'PGlite', path: '/health', bytesPerRequest: 10, rps, p50: 1, p99: 2, isReference: true },
  ],
});
const consoleFigures = (p50) => ({
  sizes: [
    { size: 100, requests: 50, p50: 10, p95: 12 },
    { size: 10000, requests: 50, p50, p95: p50 + 2 },
  ],
});
// As run.mjs writes it: merged, then formatted with the repository's settings for bench/results.md.
const RESULTS_FILE = fileURLToPath(new URL('results.md', import.meta.url));
const format = async (markdown) =>
  prettier.format(markdown, { ...(await prettier.resolveConfig(RESULTS_FILE)), filepath: RESULTS_FILE });
const written = (previous, results) =>
  format(mergeReports(previous, renderReport(results), results.sections, SECTIONS));

test('a run of one section replaces its own rows and keeps every other section of the file', async () => {
  const full = await written(
    '',
    run('2026-01-01 00:00:00 UTC', ['api', 'console'], { api: api(1111), console: consoleFigures(15) }),
  );
  const later = await written(
    full,
    run('2026-02-02 00:00:00 UTC', ['console'], { console: consoleFigures(30) }),
  );
  // The API section, which did not run, is as it was, with the date of its own run.
  assert.equal(regionsOf(later).get('api'), regionsOf(full).get('api'));
  assert.match(regionsOf(later).get('api'), /1,111/);
  assert.match(regionsOf(later).get('api'), /Run of 2026-01-01/);
  // The console section and its target row are the new run's.
  assert.match(regionsOf(later).get('console'), /Run of 2026-02-02/);
  assert.match(regionsOf(later).get('console:targets'), /3\.00× \(30 ms vs 10 ms\)/);
  assert.doesNotMatch(later, /1\.50×/);
  // Formatting the written file again changes nothing (npm run format:check).
  assert.equal(await format(later), later);
});

test('a run of the orders section alone keeps the console section, and the other way round', async () => {
  const orders = (p50) => ({
    filterStatus: 'processing',
    sizes: [1000, 100000].map((size) => ({
      size,
      seedSeconds: 1,
      first: { p50, p95: p50, requests: 30, total: size },
      filtered: { p50, p95: p50, requests: 30, total: Math.floor(size / 7) },
      notes: [],
    })),
  });
  const both = await written(
    '',
    run('2026-01-01 00:00:00 UTC', ['console', 'orders'], { console: consoleFigures(15), orders: orders(7) }),
  );
  const later = await written(both, run('2026-02-02 00:00:00 UTC', ['orders'], { orders: orders(9) }));
  assert.equal(regionsOf(later).get('console'), regionsOf(both).get('console'));
  assert.match(regionsOf(later).get('orders:targets'), /1\.00× \(9\.0 ms vs 9\.0 ms\)/);
  assert.match(regionsOf(later).get('orders'), /Run of 2026-02-02/);
  const again = await written(
    later,
    run('2026-03-03 00:00:00 UTC', ['console'], { console: consoleFigures(20) }),
  );
  assert.equal(regionsOf(again).get('orders'), regionsOf(later).get('orders'));
});

test('a run at a lower priority (nice) says so in the machine table and in each of its sections', () => {
  const md = renderReport(
    run('2026-01-01 00:00:00 UTC', ['console'], {
      machine: { ...machine, nice: 10 },
      console: consoleFigures(15),
    }),
  );
  assert.match(md, /\| Niceness \| 10: the run gave way to the machine's other work \|/);
  assert.match(regionsOf(md).get('console'), /at nice 10 on a shared machine/);
  assert.doesNotMatch(renderReport(run('2026-01-01 00:00:00 UTC', ['console'], {})), /nice/i);
});

test('a section that ran keeps no old figures, even when it has nothing to show now', async () => {
  const before = await written(
    '',
    run('2026-01-01 00:00:00 UTC', ['console'], { console: consoleFigures(15) }),
  );
  const after = await written(before, run('2026-02-02 00:00:00 UTC', ['console'], {}));
  assert.equal(regionsOf(after).get('console:targets').trim(), '');
  assert.doesNotMatch(after, /15 ms/);
});

test('notes are those of the latest run; a file without regions keeps nothing', () => {
  const first = renderReport(run('2026-01-01 00:00:00 UTC', ['api'], { api: api(1), notes: ['old note'] }));
  const second = mergeReports(
    first,
    renderReport(run('2026-02-02 00:00:00 UTC', ['console'], { notes: ['new note'] })),
    ['console'],
    SECTIONS,
  );
  assert.match(second, /new note/);
  assert.doesNotMatch(second, /old note/);
  assert.equal(mergeReports('# Benchmark results\n\n## Lighthouse\n', first, ['api'], SECTIONS), first);
});
