// `npm run bench`: starts the CMS on a fresh PGlite folder, builds and starts the storefront against it,
// measures (Lighthouse against a bare Next page built in the same run, storefront throughput, CMS API
// throughput, growth, the console's product and orders lists, one against two instances),
// writes bench/results.md (a run of some sections keeps the other sections' figures from it) and prints
// the same tables. Everything it starts or creates is gone when it ends. See bench/README.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { freePort, root } from '../scripts/lib/stack.mjs';
import { parseArgs, SECTIONS, settingsFor, USAGE } from './args.mjs';
import { startBareNext } from './bare-next.mjs';
import { cleanupAll, cleanupOnCrash, cleanupOnSignals } from './cleanup.mjs';
import { clusterSection } from './cluster.mjs';
import { apiRoutes, measureCms, promotionInitiation } from './cms-api.mjs';
import { consoleSection } from './console.mjs';
import { growthSection } from './growth.mjs';
import { hostsSection } from './hosts.mjs';
import { lighthouseSection } from './lighthouse.mjs';
import { elapsedSeconds, log } from './log.mjs';
import { machineInfo } from './machine.mjs';
import { ordersSection } from './orders.mjs';
import { cartProducts, inpSection, purchasePages } from './purchase.mjs';
import { mergeReports } from './regions.mjs';
import { renderReport } from './report.mjs';
import {
  benchEnv,
  buildBenchStorefront,
  copyUploads,
  createPgDatabase,
  createReferenceFile,
  fetchPlain,
  planPorts,
  restoreImages,
  saveImages,
  seedReviews,
  startBenchCms,
  startBenchStorefront,
  tempDir,
} from './shop.mjs';
import { saleSection, saleSettings } from './sale.mjs';
import { throughputSection } from './throughput.mjs';

const RESULTS_FILE = path.join(root, 'bench/results.md');
// Used when the CMS cannot name a featured product; it is the first product of the demo catalogue.
const FALLBACK_SLUG = 'money-plant-golden-pothos';

/** The response headers that tell how Next served a page: from the prerender cache or rendered now. */
function cacheHeaders(headers) {
  return ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-postponed', 'cache-control']
    .filter((h) => headers.get(h))
    .map((h) => `${h}: ${headers.get(h)}`)
    .join('; ');
}

/** Published reviews seeded on one product for the Lighthouse run of a much-reviewed product page (issue 41). */
const REVIEWED_PRODUCT_REVIEWS = 500;

/** The product bench/seed-reviews.ts gave its reviews: the one whose record counts them. */
async function reviewedProductSlug(cmsUrl) {
  const res = await fetchPlain(`${cmsUrl}/api/v1/product/filter`);
  const all = JSON.parse(res.body.toString('utf8'))?.data ?? [];
  const slug = all.find((p) => (p?.rating?.count ?? 0) >= REVIEWED_PRODUCT_REVIEWS)?.slug;
  if (typeof slug !== 'string') throw new Error('No product has the seeded reviews');
  return slug;
}

/** A seeded product for the product page and product/get/{slug}: the first featured one. */
async function pickProductSlug(cmsUrl) {
  try {
    const res = await fetchPlain(`${cmsUrl}/api/v1/product/getFeature`);
    const slug = JSON.parse(res.body.toString('utf8'))?.products?.data?.[0]?.slug;
    return typeof slug === 'string' && slug ? slug : FALLBACK_SLUG;
  } catch {
    return FALLBACK_SLUG;
  }
}

async function apiSection({ cmsUrl, productSlug, settings, uploadsFrom }) {
  const routes = apiRoutes(productSlug);
  const rows = await measureCms({ cmsUrl, database: 'PGlite', routes, settings });
  let postgresSkipped = null;
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl) {
    const db = await createPgDatabase(serverUrl);
    log(`starting a second CMS on PostgreSQL (database ${db.name})`);
    const data = tempDir('cms-pg');
    copyUploads(uploadsFrom, data.dir);
    const port = await freePort();
    const cms = await startBenchCms(
      benchEnv({ cmsPort: port, webPort: await freePort(), dataDir: data.dir, databaseUrl: db.url }),
      'CMS on PostgreSQL',
    );
    try {
      rows.push(
        ...(await measureCms({
          cmsUrl: `http://localhost:${port}`,
          database: 'PostgreSQL',
          routes,
          settings,
        })),
      );
    } finally {
      await cms.stop();
      await db.drop();
      await data.remove();
    }
  } else {
    postgresSkipped = 'DATABASE_URL is not set';
  }
  // Issue 40: initiation with 5 active offers against none, on the shop's own CMS (PGlite).
  const promotions = await promotionInitiation({ cmsUrl, dataDir: uploadsFrom, productSlug, settings });
  return {
    connections: settings.connections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    rows,
    postgresSkipped,
    promotions,
  };
}

/**
 * Lighthouse on /cart and /checkout with a cart filled as a shopper fills it (against a bare Next page of
 * the same run, like the catalogue pages), then INP of the listed taps on a slowed-down phone.
 */
async function purchaseSection({ webUrl, cmsUrl, opts, settings }) {
  const products = await cartProducts(cmsUrl);
  const pages = purchasePages(webUrl, products);
  for (const page of pages) {
    const res = await fetchPlain(page.url);
    page.status = res.status;
    page.bytes = res.body.length;
  }
  const bare = await startBareNext({ reuse: opts.reuseBuild });
  let lighthouse;
  try {
    lighthouse = await lighthouseSection({ reference: bare.page, pages, runs: settings.lighthouseRuns });
  } finally {
    await bare.stop();
  }
  const inp = await inpSection({ webUrl, products, runs: settings.inpRuns });
  return { lighthouse, inp };
}

/**
 * The report as Markdown, formatted like every other Markdown file here (`npm run format:check`); with
 * `previous`, the sections this run left out are kept from it (bench/regions.mjs).
 */
async function formatted(results, previous = null) {
  results.seconds = elapsedSeconds();
  const report = renderReport(results);
  const merged = previous === null ? report : mergeReports(previous, report, results.sections, SECTIONS);
  return prettier.format(merged, {
    ...(await prettier.resolveConfig(RESULTS_FILE)),
    filepath: RESULTS_FILE,
  });
}

/** Runs the selected sections, filling `results` as it goes, so a failure can still show what was measured. */
async function main(opts, results) {
  const { settings } = results;
  const has = (s) => opts.only.includes(s);
  const needStorefront =
    has('lighthouse') || has('purchase') || has('throughput') || has('growth') || has('hosts');
  // The cluster section starts storefronts of its own from the same build.
  const needBuild = needStorefront || has('cluster') || has('sale');

  const ports = needBuild
    ? await planPorts({ reuse: opts.reuseBuild })
    : { cmsPort: await freePort(), webPort: await freePort(), build: false };
  const data = tempDir('cms');
  const env = benchEnv({ cmsPort: ports.cmsPort, webPort: ports.webPort, dataDir: data.dir });
  const cmsUrl = `http://localhost:${ports.cmsPort}`;
  const webUrl = `http://localhost:${ports.webPort}`;

  const cachedImages = restoreImages(data.dir);
  if (has('lighthouse')) {
    log(`seeding ${REVIEWED_PRODUCT_REVIEWS} published reviews on one product`);
    await seedReviews(env, REVIEWED_PRODUCT_REVIEWS);
  }
  log(`starting the CMS on PGlite (${cmsUrl})${cachedImages ? '' : '; it draws the demo images first'}`);
  const cms = await startBenchCms(env);
  saveImages(data.dir);
  const productSlug = await pickProductSlug(cmsUrl);
  const pages = [
    { name: 'home', label: 'Home', path: '/' },
    { name: 'product', label: 'Product', path: `/product/${productSlug}` },
    { name: 'filter', label: 'Filter', path: '/filter' },
  ];

  let storefront = null;
  // Each page's static reference file for the throughput section: a copy of its HTML, so of its size.
  const references = {};
  if (needBuild) {
    if (ports.build) {
      log(`building the storefront into .next-bench (takes a few minutes)`);
      await buildBenchStorefront(env);
    } else {
      log('reusing the storefront build in .next-bench');
    }
  }
  if (needStorefront) {
    const files = Object.fromEntries(pages.map((page) => [page.name, createReferenceFile(page.name)]));
    log(`starting the storefront (${webUrl})`);
    storefront = await startBenchStorefront(env);
    for (const page of pages) {
      const res = await fetchPlain(`${webUrl}${page.path}`);
      page.url = `${webUrl}${page.path}`;
      page.status = res.status;
      page.bytes = res.body.length;
      page.cacheHeaders = cacheHeaders(res.headers);
      if (res.status !== 200)
        results.notes.push(`${page.label} page \`${page.path}\` answered HTTP ${res.status}.`);
      files[page.name].fill(res.body);
      references[page.name] = { urlPath: files[page.name].urlPath, bytes: res.body.length };
    }
    for (const page of pages) {
      const reference = references[page.name];
      const check = await fetchPlain(`${webUrl}${reference.urlPath}`);
      if (check.status !== 200 || check.body.length !== reference.bytes)
        throw new Error(
          `The static reference file of ${page.name} is not served as written (HTTP ${check.status})`,
        );
      reference.cacheHeaders = cacheHeaders(check.headers);
    }
    // The HTML size of each page (uncompressed, as sent without Accept-Encoding), whichever section runs.
    results.pages = pages.map(({ name, label, path, status, bytes }) => ({
      name,
      label,
      path,
      status,
      bytes,
    }));
  }

  if (has('lighthouse')) {
    // A product page with 500 published reviews (issue 41): it shows one page of them, so its HTML stays
    // within the home page's budget. Measured by Lighthouse only, not by the load tests.
    const reviewedPath = `/product/${await reviewedProductSlug(cmsUrl)}`;
    const res = await fetchPlain(`${webUrl}${reviewedPath}`);
    const reviewed = {
      name: 'reviewed',
      label: `Product, ${REVIEWED_PRODUCT_REVIEWS} reviews`,
      path: reviewedPath,
      url: `${webUrl}${reviewedPath}`,
      status: res.status,
      bytes: res.body.length,
    };
    if (res.status !== 200)
      results.notes.push(`${reviewed.label} \`${reviewedPath}\` answered HTTP ${res.status}.`);
    results.pages = [
      ...(results.pages ?? []),
      {
        name: 'reviewed',
        label: reviewed.label,
        path: reviewedPath,
        status: res.status,
        bytes: res.body.length,
      },
    ];
    // The bare Next page runs only during this section, so it never competes with the load tests.
    const bare = await startBareNext({ reuse: opts.reuseBuild });
    try {
      results.lighthouse = await lighthouseSection({
        reference: bare.page,
        pages: [...pages, reviewed],
        runs: settings.lighthouseRuns,
      });
    } finally {
      await bare.stop();
    }
  }
  if (has('purchase')) results.purchase = await purchaseSection({ webUrl, cmsUrl, opts, settings });
  if (has('throughput'))
    results.throughput = await throughputSection({ webUrl, pages, references, settings });
  // Before growth, which takes the CMS's port over with other catalogues.
  if (has('hosts')) results.hosts = await hostsSection({ env, webUrl, productSlug, settings });
  if (has('api')) results.api = await apiSection({ cmsUrl, productSlug, settings, uploadsFrom: data.dir });
  if (has('growth')) {
    // The growth CMSs take over this CMS's port, so the running storefront talks to them.
    await cms.stop();
    results.growth = await growthSection({
      cmsPort: ports.cmsPort,
      webPort: ports.webPort,
      webUrl,
      sizes: opts.sizes,
      settings,
      uploadsFrom: data.dir,
    });
  }
  if (has('console')) results.console = await consoleSection({ settings });
  if (has('orders')) results.orders = await ordersSection({ settings });
  if (has('cluster')) {
    // Last, and alone: the instances it starts get the whole machine.
    await storefront?.stop();
    await cms.stop();
    results.cluster = await clusterSection({ productSlug, settings, uploadsFrom: data.dir });
  }
  if (has('sale')) {
    // After the cluster, alone as well: a crowd of shoppers on its own cluster of the same build.
    await storefront?.stop();
    await cms.stop();
    results.sale = await saleSection({ settings: saleSettings(opts), uploadsFrom: data.dir });
  }

  log('cleaning up');
  await cleanupAll();
  const report = await formatted(results, existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '');
  writeFileSync(RESULTS_FILE, report);
  console.log(report);
  log(`wrote ${path.relative(root, RESULTS_FILE)}`);
}

const opts = (() => {
  try {
    return parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(err.message);
    process.exit(2);
  }
})();
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
cleanupOnSignals();
cleanupOnCrash();
const results = {
  date: new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC'),
  quick: opts.quick,
  sections: opts.only,
  settings: settingsFor(opts),
  machine: machineInfo(),
  notes: [],
};
try {
  await main(opts, results);
  process.exit(0);
} catch (err) {
  console.error(`[bench] failed: ${err.stack ?? err.message}`);
  await cleanupAll();
  // What was measured before the failure is still worth seeing, but it is not a result to keep.
  results.notes.push(`**The run failed and is incomplete:** ${err.message.split('\n')[0]}`);
  console.log(await formatted(results).catch(() => ''));
  console.error('[bench] bench/results.md was left unchanged');
  process.exit(1);
}
