// The pure parts of `npm run bench:compare` (bench/compare-trees.mjs): its options, the order in which the
// two trees take turns, the medians and paired rounds of each figure, and the Markdown of the result.
import { median } from './lighthouse.mjs';
import { int, kib, ms, sec, table } from './report.mjs';

export const COMPARE_USAGE = `Usage: npm run bench:compare -- --old=<dir> [options]

  --old=<dir>          the tree to compare against (a checkout of this shop with its node_modules)
  --new=<dir>          the tree compared with it (default: the tree this script is in)
  --rounds=N           Lighthouse rounds per tree and page (default 6: an even number, so each tree goes
                       first in half of them)
  --load-rounds=N      autocannon rounds per tree and target (default 6)
  --only=lighthouse    only one of the two tools (lighthouse or load): a closer look at one figure
  --pages=purchase     Lighthouse on /cart and /checkout with a filled cart, as in \`npm run bench\`'s
                       purchase section, instead of the home, product and filter pages (catalogue)
  --quick              2 rounds of each, 3 s load tests: for developing the tool
  --help               this text

Each tree is built with its own \`npm run build\` into its own .next-compare/ and started as its own
scripts/lib/stack.mjs starts production (CMS on a fresh DATA_DIR, then the storefront), both on free ports.
The measurements then alternate between the trees: old, new, then new, old, and so on.`;

/** Reads `--name=value` and `--name value`; directories stay as given (the caller resolves them). */
export const TOOLS = ['lighthouse', 'load'];
export const PAGE_SETS = ['catalogue', 'purchase'];

export function parseCompareArgs(argv) {
  const opts = {
    old: null,
    new: null,
    only: [...TOOLS],
    rounds: 6,
    loadRounds: 6,
    pages: 'catalogue',
    quick: false,
    help: false,
  };
  const count = (name, v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`${name} takes a whole number ≥ 1\n\n${COMPARE_USAGE}`);
    return n;
  };
  const setters = {
    '--old': (v) => (opts.old = v),
    '--new': (v) => (opts.new = v),
    '--rounds': (v) => (opts.rounds = count('--rounds', v)),
    '--load-rounds': (v) => (opts.loadRounds = count('--load-rounds', v)),
    '--only': (v) => {
      if (!TOOLS.includes(v)) throw new Error(`--only takes ${TOOLS.join(' or ')}\n\n${COMPARE_USAGE}`);
      opts.only = [v];
    },
    '--pages': (v) => {
      if (!PAGE_SETS.includes(v))
        throw new Error(`--pages takes ${PAGE_SETS.join(' or ')}\n\n${COMPARE_USAGE}`);
      opts.pages = v;
    },
  };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2);
    if (name === '--quick') opts.quick = true;
    else if (name === '--help' || name === '-h') opts.help = true;
    else if (setters[name]) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '') throw new Error(`${name} needs a value\n\n${COMPARE_USAGE}`);
      setters[name](value);
    } else throw new Error(`Unknown option ${argv[i]}\n\n${COMPARE_USAGE}`);
  }
  if (opts.quick) Object.assign(opts, { rounds: 2, loadRounds: 2 });
  if (!opts.old && !opts.help) throw new Error(`--old=<dir> is required\n\n${COMPARE_USAGE}`);
  return opts;
}

/**
 * The order of one round: `items` are pairs (old, new, old, new, …), taken as they are in even rounds and
 * with each pair swapped in odd ones, so neither tree always runs first (on a page the other has just
 * warmed the machine's caches for, or right after a load test's backlog).
 */
export function alternate(items, round) {
  if (round % 2 === 0) return items;
  const out = [];
  for (let i = 0; i < items.length; i += 2) {
    if (i + 1 < items.length) out.push(items[i + 1]);
    out.push(items[i]);
  }
  return out;
}

const isNumber = (x) => typeof x === 'number' && !Number.isNaN(x);

function spread(values) {
  const v = values.filter(isNumber);
  return { median: median(v), min: v.length ? Math.min(...v) : null, max: v.length ? Math.max(...v) : null };
}

/**
 * One figure of both trees: each tree's median, lowest and highest, the ratio of the medians (new/old;
 * none when the old median is 0) and the paired rounds: the median of each round's new/old (rounds with
 * an old figure of 0 left out), and in how many rounds the new tree's figure was worse or better than the
 * old tree's of the same round (ties count as neither). A round's two figures were taken minutes apart,
 * so the per-round ratio cancels most of a change in the machine's load that the medians keep.
 */
export function compareRuns(oldRuns, newRuns, { higherIsBetter = false } = {}) {
  const o = spread(oldRuns);
  const n = spread(newRuns);
  let worse = 0;
  let better = 0;
  let pairs = 0;
  const ratios = [];
  for (let i = 0; i < Math.min(oldRuns.length, newRuns.length); i++) {
    const [a, b] = [oldRuns[i], newRuns[i]];
    if (!isNumber(a) || !isNumber(b)) continue;
    pairs++;
    if (a !== 0) ratios.push(b / a);
    if (b === a) continue;
    if (b > a === higherIsBetter) better++;
    else worse++;
  }
  const ratio = o.median && n.median != null ? n.median / o.median : null;
  return { old: o, new: n, ratio, pairedRatio: median(ratios), worse, better, pairs };
}

/**
 * The sign test's verdict: with at least 5 pairs, the new tree worse (or better) in every round is
 * unlikely to be chance (1 in 32 for 5 rounds, 1 in 64 for 6, each way).
 */
export function verdict({ worse, better, pairs }) {
  if (pairs >= 5 && worse === pairs) return '**worse in every round**';
  if (pairs >= 5 && better === pairs) return 'better in every round';
  return `${worse} worse, ${better} better of ${pairs}`;
}

const score = (n) => (n == null ? '–' : String(Math.round(n)));
const cls = (n) => (n == null ? '–' : n.toFixed(3));
const times = (r) => (r == null ? '–' : `${r.toFixed(2)}×`);
/** A median with the lowest and highest figure; the figure alone when every run had the same. */
function withRange(fmt, s) {
  if (s.median == null) return '–';
  return s.min === s.max ? fmt(s.median) : `${fmt(s.median)} (${fmt(s.min)}–${fmt(s.max)})`;
}

export const LIGHTHOUSE_FIGURES = [
  { label: 'Performance', key: 'performance', fmt: score, higherIsBetter: true },
  { label: 'LCP', key: 'lcp', fmt: sec },
  { label: 'TBT', key: 'tbt', fmt: ms },
  { label: 'CLS', key: 'cls', fmt: cls },
  // Sizes are the same in every run of a build: their ratio says it all, rounds pair up nothing.
  { label: 'JS in all', key: 'jsBytes', fmt: kib, paired: false },
  { label: 'JS of the page', key: 'pageJsBytes', fmt: kib, paired: false },
];
export const LOAD_FIGURES = [
  { label: 'Requests/s', key: 'rps', fmt: int, higherIsBetter: true },
  { label: 'p50', key: 'p50', fmt: ms },
  { label: 'p99', key: 'p99', fmt: ms },
];

/** A table row per figure of one page or target: `runs` holds each tree's per-round figure objects. */
function figureRows(label, figures, runs) {
  return figures.map((f, i) => {
    const c = compareRuns(
      runs.old.map((r) => r[f.key]),
      runs.new.map((r) => r[f.key]),
      f,
    );
    return [
      i === 0 ? label : '',
      f.label,
      withRange(f.fmt, c.old),
      withRange(f.fmt, c.new),
      times(c.ratio),
      f.paired === false ? '' : times(c.pairedRatio),
      f.paired === false ? '' : verdict(c),
    ];
  });
}

/** Accessibility, best practices and SEO medians in one cell: a change there is a defect, not noise. */
function otherScores(runs) {
  return ['accessibility', 'bestPractices', 'seo']
    .map((k) => score(median(runs.map((r) => r[k]))))
    .join(' / ');
}

function lighthouseRows(pages) {
  return pages.flatMap((p) => [
    ...figureRows(p.label, LIGHTHOUSE_FIGURES, p.runs),
    ['', 'A11y / BP / SEO', otherScores(p.runs.old), otherScores(p.runs.new), '', '', ''],
    [
      '',
      'HTML',
      kib(p.html.old),
      kib(p.html.new),
      times(p.html.old ? p.html.new / p.html.old : null),
      '',
      '',
    ],
  ]);
}

const HEAD = [
  'Page',
  'Figure',
  'Old: median (range)',
  'New: median (range)',
  'New/old',
  'New/old per round',
  'Paired rounds',
];

/** Failed requests of a target's runs (non-2xx, errors, timeouts), per tree; empty when none. */
function failures(target) {
  const sum = (runs) => runs.reduce((n, r) => n + (r.non2xx ?? 0) + (r.errors ?? 0), 0);
  const [o, n] = [sum(target.runs.old), sum(target.runs.new)];
  return o + n === 0 ? [] : [`${target.label}: ${o} failed requests on the old tree, ${n} on the new.`];
}

function treeLine(name, t) {
  return `${name}: \`${t.commit}\`${t.dirty ? ' with uncommitted changes' : ''} (${t.dir})`;
}

function loadLine({ machine, loadSamples }) {
  const [a, b, c] = machine.loadavg.map((x) => x.toFixed(2));
  const s = loadSamples.filter(isNumber);
  const during = s.length
    ? `; 1-minute load during the rounds ${Math.min(...s).toFixed(2)}–${Math.max(...s).toFixed(2)}`
    : '';
  return `Load average at the start ${a} / ${b} / ${c} (1, 5, 15 min) on ${machine.cores} cores${during}.`;
}

function lighthouseBlock(lh) {
  if (!lh) return [];
  return [
    `**Lighthouse** (mobile, default config as in \`npm run bench\`), ${lh.rounds} rounds per tree and page, ` +
      'old and new alternating (old first in even rounds, new first in odd ones):',
    '',
    table(HEAD, lighthouseRows(lh.pages)),
    '',
  ];
}

function loadBlock(load) {
  if (!load) return [];
  const notes = load.targets.flatMap(failures);
  return [
    `**autocannon** through each storefront, ${load.connections} connections, ${load.seconds} s after a ` +
      `${load.warmupSeconds} s warm-up, ${load.rounds} rounds per tree and target, alternating likewise:`,
    '',
    table(
      ['Target', ...HEAD.slice(1)],
      load.targets.flatMap((t) => figureRows(t.label, LOAD_FIGURES, t.runs)),
    ),
    ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
    '',
  ];
}

/** The comparison as Markdown: what was compared, on what, then a table per tool that ran. */
export function renderComparison(r) {
  return [
    `Run ${r.date}. ${treeLine('Old', r.old)}; ${treeLine('new', r.new)}.`,
    `${r.machine.cpu}, Node ${r.machine.node}, ${r.machine.chromium}, nice ${r.machine.nice}. ${loadLine(r)}`,
    '',
    ...lighthouseBlock(r.lighthouse),
    ...loadBlock(r.load),
  ].join('\n');
}
