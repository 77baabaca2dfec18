// `npm run bench:compare -- --old=<dir> [--new=<dir>]`: builds and starts two trees of the shop side by side
// and measures them in one run, taking turns, so that both meet the same machine (on a shared, busy machine
// two separate runs cannot be compared). Lighthouse as in `npm run bench` on the home, product and filter
// pages (or, with --pages=purchase, /cart and /checkout with a filled cart), and autocannon on the product
// page and the API proxy's product/filter. Prints a Markdown table of medians and new/old ratios
// (bench/compare.mjs) and keeps it with the raw figures in bench/.tmp/compare/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { root } from '../scripts/lib/stack.mjs';
import { settingsFor } from './args.mjs';
import { cleanupAll, cleanupOnCrash, cleanupOnSignals, onCleanup } from './cleanup.mjs';
import { alternate, COMPARE_USAGE, parseCompareArgs, renderComparison } from './compare.mjs';
import { lighthouseSection } from './lighthouse.mjs';
import { measure } from './load.mjs';
import { log } from './log.mjs';
import { machineInfo } from './machine.mjs';
import { cartProducts, fillCartBeforeLighthouse, PURCHASE_PAGES } from './purchase.mjs';
import { fetchPlain, tempDir } from './shop.mjs';

// Each tree's own build folder, beside (not over) the `.next` a developer may have there.
const DIST_DIR = '.next-compare';
const OUT_DIR = path.join(root, 'bench/.tmp/compare');
// As in bench/run.mjs: used when the CMS names no featured product.
const FALLBACK_SLUG = 'money-plant-golden-pothos';

function git(dir, args) {
  try {
    return execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

/**
 * One tree up: its CMS on a fresh DATA_DIR, its storefront built with its own `npm run build` script and
 * started as its production server, all through that tree's own scripts/lib/stack.mjs (the helpers its
 * `npm run shop` uses), so the old tree runs its scripts/storefront-server.mjs and a newer one its server/.
 */
async function startTree(name, dir) {
  const file = path.join(dir, 'scripts/lib/stack.mjs');
  if (!existsSync(file)) throw new Error(`${dir}: no scripts/lib/stack.mjs, not a tree of this shop`);
  if (!existsSync(path.join(dir, 'node_modules/next')))
    throw new Error(`${dir}: run npm install there first`);
  const stack = await import(pathToFileURL(file).href);
  const cmsPort = await stack.freePort();
  const webPort = await stack.freePort();
  const data = tempDir(`compare-${name}`);
  const env = {
    ...stack.stackEnv({ cmsPort, webPort, dataDir: data.dir }),
    ...stack.sharedSecrets(data.dir, {}),
    NODE_ENV: 'production',
    // As in bench/shop.mjs: /checkout's form needs the test card processor, which a production CMS refuses.
    ALLOW_TEST_PAYMENTS: '1',
    NEXT_DIST_DIR: DIST_DIR,
    // Nothing from the caller's environment redirects a CMS to PostgreSQL or a storefront to a Redis.
    DATABASE_URL: '',
    REDIS_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  log(`${name} (${dir}): starting its CMS on ${cmsPort}; it seeds and draws the demo images first`);
  const cms = await stack.startCms(env, { quiet: true });
  onCleanup(`${name} CMS (pid ${cms.pid})`, () => stack.stop(cms));
  // From an empty folder: Next keeps its compiler, fetch and image caches in the dist folder, and an
  // earlier run's would make one tree's build and first page loads warmer than the other's.
  rmSync(path.join(dir, DIST_DIR), { recursive: true, force: true });
  log(`${name}: building its storefront into ${DIST_DIR}`);
  await stack.buildStorefront(env, { quiet: true });
  log(`${name}: starting its storefront on ${webPort}`);
  const web = await stack.startStorefront(env, { quiet: true });
  onCleanup(`${name} storefront (pid ${web.pid})`, () => stack.stop(web));
  // As in the machine table: changes to bench/ alone leave the shop's code as the commit has it.
  const dirty = git(dir, ['status', '--porcelain', '--', '.', ':!bench']) !== '';
  return {
    name,
    dir,
    commit: git(dir, ['rev-parse', '--short', 'HEAD']),
    dirty,
    cmsUrl: `http://localhost:${cmsPort}`,
    webUrl: `http://localhost:${webPort}`,
  };
}

async function pickProductSlug(cmsUrl) {
  const res = await fetchPlain(`${cmsUrl}/api/v1/product/getFeature`).catch(() => null);
  try {
    const slug = JSON.parse(res?.body.toString('utf8') ?? '')?.products?.data?.[0]?.slug;
    return typeof slug === 'string' && slug ? slug : FALLBACK_SLUG;
  } catch {
    return FALLBACK_SLUG;
  }
}

/** Each page's HTML size on each tree (uncompressed); a page that does not answer 200 ends the run. */
async function htmlSizes(trees, pages) {
  for (const page of pages) {
    page.html = {};
    for (const t of trees) {
      const res = await fetchPlain(`${t.webUrl}${page.path}`);
      if (res.status !== 200) throw new Error(`${t.name}: ${page.path} answered HTTP ${res.status}`);
      page.html[t.name] = res.body.length;
    }
  }
}

/** Lighthouse on every page of both trees, round by round, the trees taking turns on each page. */
async function lighthouseRounds(trees, pages, rounds, loadSamples) {
  const entries = pages.flatMap((p) =>
    trees.map((t) => ({
      name: `compare-${t.name}-${p.name}`,
      label: `${p.label} (${t.name})`,
      url: `${t.webUrl}${p.path}`,
      // A purchase page's cart is filled on that tree's own storefront before each run.
      prepare: p.products ? fillCartBeforeLighthouse(t.webUrl, p.products) : undefined,
      tree: t.name,
      page: p.name,
    })),
  );
  const measured = await lighthouseSection({
    pages: entries,
    runs: rounds,
    roundOrder: (round, list) => {
      loadSamples.push(os.loadavg()[0]);
      return alternate(list, round);
    },
  });
  const runsOf = (page, tree) => measured.pages.find((m) => m.page === page && m.tree === tree).runs;
  return {
    rounds,
    pages: pages.map((p) => ({
      label: p.label,
      html: p.html,
      runs: { old: runsOf(p.name, 'old'), new: runsOf(p.name, 'new') },
    })),
  };
}

/** autocannon on each target of both trees, round by round, the trees taking turns on each target. */
async function loadRounds(trees, targets, rounds, settings, loadSamples) {
  const runs = targets.map(() => ({ old: [], new: [] }));
  for (let round = 0; round < rounds; round++) {
    loadSamples.push(os.loadavg()[0]);
    for (const [i, target] of targets.entries()) {
      for (const t of alternate(trees, round)) {
        log(`load round ${round + 1}/${rounds}: ${target.label} on ${t.name}`);
        runs[i][t.name].push(await measure(`${t.webUrl}${target.path}`, settings));
      }
    }
  }
  const { connections, seconds, warmupSeconds } = settings;
  return {
    rounds,
    connections,
    seconds,
    warmupSeconds,
    targets: targets.map((t, i) => ({ label: t.label, runs: runs[i] })),
  };
}

const catalogue = (slug) => [
  { name: 'home', label: 'Home', path: '/' },
  { name: 'product', label: 'Product', path: `/product/${slug}` },
  { name: 'filter', label: 'Filter', path: '/filter' },
];

/** Both trees seed the same demo shop, so the products one CMS names are in the other's too. */
async function purchasePages(cmsUrl) {
  const products = await cartProducts(cmsUrl);
  return PURCHASE_PAGES.map((page) => ({ ...page, products }));
}

async function main(opts) {
  const from = process.env.INIT_CWD ?? process.cwd();
  const trees = [
    await startTree('old', path.resolve(from, opts.old)),
    await startTree('new', path.resolve(from, opts.new ?? root)),
  ];
  const slug = await pickProductSlug(trees[1].cmsUrl);
  const pages = opts.pages === 'purchase' ? await purchasePages(trees[1].cmsUrl) : catalogue(slug);
  await htmlSizes(trees, pages);
  // The load average as the measurements start (the builds before them load the machine too).
  const machine = machineInfo();
  const loadSamples = [];
  const lighthouse = opts.only.includes('lighthouse')
    ? await lighthouseRounds(trees, pages, opts.rounds, loadSamples)
    : null;
  const targets = [
    { label: 'Product page', path: `/product/${slug}` },
    { label: '`GET /api/v1/product/filter`', path: '/api/v1/product/filter' },
  ];
  const load = opts.only.includes('load')
    ? await loadRounds(trees, targets, opts.loadRounds, settingsFor(opts), loadSamples)
    : null;
  loadSamples.push(os.loadavg()[0]);
  const date = new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  const pick = ({ dir, commit, dirty }) => ({ dir, commit, dirty });
  return { date, machine, old: pick(trees[0]), new: pick(trees[1]), loadSamples, lighthouse, load };
}

let opts;
try {
  opts = parseCompareArgs(process.argv.slice(2));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
if (opts.help) {
  console.log(COMPARE_USAGE);
  process.exit(0);
}
cleanupOnSignals();
cleanupOnCrash();
try {
  const results = await main(opts);
  log('cleaning up');
  await cleanupAll();
  const readme = path.join(root, 'bench/README.md');
  const markdown = await prettier.format(renderComparison(results), {
    ...(await prettier.resolveConfig(readme)),
    filepath: readme,
  });
  mkdirSync(OUT_DIR, { recursive: true });
  const stamp = results.date.replace(/[: ]/g, '-').replace(/-UTC$/, '');
  writeFileSync(path.join(OUT_DIR, `${stamp}.json`), JSON.stringify(results, null, 2));
  writeFileSync(path.join(OUT_DIR, `${stamp}.md`), markdown);
  console.log(markdown);
  log(`kept in ${path.relative(root, OUT_DIR)}/${stamp}.md and .json`);
  process.exit(0);
} catch (err) {
  console.error(`[bench] failed: ${err.stack ?? err.message}`);
  await cleanupAll();
  process.exit(1);
}
