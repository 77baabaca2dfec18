// Checks of `npm run bench:compare`'s pure parts (bench/compare.mjs): `node --test bench/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { alternate, compareRuns, parseCompareArgs, renderComparison, verdict } from './compare.mjs';

test('options: --old is required, counts are whole numbers, --quick shortens both', () => {
  const o = parseCompareArgs(['--old=../old']);
  assert.equal(o.old, '../old');
  assert.equal(o.new, null);
  assert.equal(o.rounds, 6);
  assert.equal(o.loadRounds, 6);
  assert.deepEqual(
    { ...parseCompareArgs(['--old', 'a', '--new', 'b', '--rounds=5', '--load-rounds', '3']) },
    {
      old: 'a',
      new: 'b',
      only: ['lighthouse', 'load'],
      rounds: 5,
      loadRounds: 3,
      pages: 'catalogue',
      quick: false,
      help: false,
    },
  );
  const quick = parseCompareArgs(['--old=a', '--quick']);
  assert.equal(quick.rounds, 2);
  assert.equal(quick.loadRounds, 2);
  assert.throws(() => parseCompareArgs([]), /--old=<dir> is required/);
  assert.throws(() => parseCompareArgs(['--old=a', '--rounds=0']), /--rounds takes a whole number/);
  assert.throws(() => parseCompareArgs(['--old=a', '--rounds=2.5']), /--rounds takes a whole number/);
  assert.throws(() => parseCompareArgs(['--old']), /--old needs a value/);
  assert.throws(() => parseCompareArgs(['--old=a', '--fast']), /Unknown option --fast/);
  assert.deepEqual(parseCompareArgs(['--old=a', '--only=load']).only, ['load']);
  assert.throws(() => parseCompareArgs(['--old=a', '--only=api']), /--only takes lighthouse or load/);
  assert.equal(parseCompareArgs(['--old=a', '--pages=purchase']).pages, 'purchase');
  assert.throws(() => parseCompareArgs(['--old=a', '--pages=cart']), /--pages takes catalogue or purchase/);
  assert.equal(parseCompareArgs(['--help']).help, true);
});

test('the trees take turns: each pair in order in even rounds, swapped in odd ones', () => {
  const items = ['old-home', 'new-home', 'old-product', 'new-product'];
  assert.deepEqual(alternate(items, 0), items);
  assert.deepEqual(alternate(items, 1), ['new-home', 'old-home', 'new-product', 'old-product']);
  assert.deepEqual(alternate(items, 2), items);
  assert.deepEqual(alternate(['old', 'new'], 3), ['new', 'old']);
  // Over an even number of rounds each tree goes first equally often.
  const firsts = [0, 1, 2, 3, 4, 5].map((r) => alternate(['old', 'new'], r)[0]);
  assert.equal(firsts.filter((f) => f === 'old').length, 3);
});

test('medians, ranges and the new/old ratio of the medians', () => {
  const c = compareRuns([100, 300, 200], [250, 150, 200, 210]);
  assert.deepEqual(c.old, { median: 200, min: 100, max: 300 });
  assert.deepEqual(c.new, { median: 205, min: 150, max: 250 });
  assert.equal(c.ratio, 205 / 200);
  // Per round: 250/100, 150/300, 200/200 (the fourth new figure has no old one to pair with).
  assert.equal(c.pairedRatio, 1);
  assert.equal(compareRuns([100, 200, 400, 50], [110, 300, 200, 50]).pairedRatio, (1 + 1.1) / 2);
  // Missing figures are left out; an old median of 0 (no TBT, no CLS) gives no ratio.
  assert.deepEqual(compareRuns([null, 4], [NaN, 6]).old, { median: 4, min: 4, max: 4 });
  assert.equal(compareRuns([0, 0, 0], [0, 10, 0]).ratio, null);
  assert.equal(compareRuns([0, 0, 0], [0, 10, 0]).pairedRatio, null);
  assert.equal(compareRuns([0, 100], [10, 90]).pairedRatio, 0.9);
  assert.equal(compareRuns([], []).ratio, null);
});

test('paired rounds: worse means higher for times and sizes, lower for scores and requests/s', () => {
  const times = compareRuns([100, 100, 100, 100], [120, 90, 100, 130]);
  assert.deepEqual([times.worse, times.better, times.pairs], [2, 1, 4]);
  const rps = compareRuns([100, 100, 100], [120, 90, 80], { higherIsBetter: true });
  assert.deepEqual([rps.worse, rps.better, rps.pairs], [2, 1, 3]);
  // Only rounds with both figures pair up.
  assert.equal(compareRuns([1, null, 3], [2, 2]).pairs, 1);
});

test('the verdict names a one-sided outcome only over at least 5 pairs', () => {
  assert.equal(verdict({ worse: 5, better: 0, pairs: 5 }), '**worse in every round**');
  assert.equal(verdict({ worse: 0, better: 6, pairs: 6 }), 'better in every round');
  assert.equal(verdict({ worse: 4, better: 0, pairs: 4 }), '4 worse, 0 better of 4');
  assert.equal(verdict({ worse: 5, better: 1, pairs: 6 }), '5 worse, 1 better of 6');
});

/** A result as bench/compare-trees.mjs hands it over, with two rounds of each. */
function sample() {
  const lh = (performance, lcp, tbt) => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp,
    tbt,
    cls: 0,
    jsBytes: 200_000,
    pageJsBytes: 150_000,
  });
  const ac = (rps, p50, p99, non2xx = 0) => ({ rps, p50, p99, non2xx, errors: 0 });
  return {
    date: '2026-11-25 09:00:00 UTC',
    machine: {
      cpu: 'Test CPU',
      cores: 2,
      node: 'v22.0.0',
      chromium: 'Chromium 1',
      nice: 10,
      loadavg: [3.5, 3, 2.5],
    },
    old: { dir: '/w/old', commit: 'df9588e', dirty: false },
    new: { dir: '/w/new', commit: 'abc1234', dirty: true },
    loadSamples: [3.1, 4.25, 2.9],
    lighthouse: {
      rounds: 2,
      pages: [
        {
          label: 'Home',
          html: { old: 100 * 1024, new: 110 * 1024 },
          runs: { old: [lh(96, 2000, 100), lh(98, 1800, 120)], new: [lh(97, 2100, 90), lh(99, 1900, 110)] },
        },
      ],
    },
    load: {
      rounds: 2,
      connections: 50,
      seconds: 10,
      warmupSeconds: 3,
      targets: [
        {
          label: 'Product page',
          runs: { old: [ac(400, 100, 300), ac(420, 95, 280)], new: [ac(410, 98, 290), ac(430, 96, 270, 3)] },
        },
      ],
    },
  };
}

test('the report names both commits, the load average and a row per figure with its ratio', () => {
  const md = renderComparison(sample());
  assert.match(md, /Old: `df9588e` \(\/w\/old\); new: `abc1234` with uncommitted changes \(\/w\/new\)/);
  assert.match(md, /Load average at the start 3\.50 \/ 3\.00 \/ 2\.50 \(1, 5, 15 min\) on 2 cores/);
  assert.match(md, /1-minute load during the rounds 2\.90–4\.25/);
  // Performance medians 97 and 98: ratio 1.01, per round 97/96 and 99/98, new better in both rounds.
  assert.match(
    md,
    /\| Home \| Performance \| 97 \(96–98\) \| 98 \(97–99\) \| 1\.01× \| 1\.01× \| 0 worse, 2 better of 2 \|/,
  );
  assert.match(
    md,
    /\| {2}\| LCP \| 1\.90 s \(1\.80 s–2\.00 s\) \| 2\.00 s \(1\.90 s–2\.10 s\) \| 1\.05× \| 1\.05× \| 2 worse, 0 better of 2 \|/,
  );
  // A figure the same in every run is shown alone; sizes have no paired rounds.
  assert.match(md, /\| {2}\| CLS \| 0\.000 \| 0\.000 \| – \| – \| 0 worse, 0 better of 2 \|/);
  assert.match(md, /\| {2}\| JS in all \| 195\.3 KiB \| 195\.3 KiB \| 1\.00× \| {2}\| {2}\|/);
  assert.match(md, /\| {2}\| A11y \/ BP \/ SEO \| 100 \/ 100 \/ 100 \| 100 \/ 100 \/ 100 \|/);
  assert.match(md, /\| {2}\| HTML \| 100\.0 KiB \| 110\.0 KiB \| 1\.10× \|/);
  assert.match(
    md,
    /\| Product page \| Requests\/s \| 410 \(400–420\) \| 420 \(410–430\) \| 1\.02× \| 1\.02× \| 0 worse, 2 better of 2 \|/,
  );
  assert.match(
    md,
    /\| {2}\| p99 \| 290 ms \(280 ms–300 ms\) \| 280 ms \(270 ms–290 ms\) \| 0\.97× \| 0\.97× \|/,
  );
  assert.match(md, /Product page: 0 failed requests on the old tree, 3 on the new\./);
});

test('a run of one tool (--only) has that table alone', () => {
  const md = renderComparison({ ...sample(), lighthouse: null });
  assert.doesNotMatch(md, /Lighthouse/);
  assert.match(md, /\*\*autocannon\*\*/);
  assert.match(renderComparison({ ...sample(), load: null }), /^\*\*Lighthouse\*\*(?![^]*autocannon)/m);
});
