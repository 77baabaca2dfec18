// Lighthouse with its default config: mobile form factor, simulated throttling (slow 4G, 4x CPU slowdown).
// Every run gets its own fresh headless Chromium, so no cache or storage carries over between runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
// chrome-launcher comes with lighthouse; it is the launcher Lighthouse's own CLI uses.
import * as chromeLauncher from 'chrome-launcher';
import { root } from '../scripts/lib/stack.mjs';
import { onCleanup } from './cleanup.mjs';
import { log } from './log.mjs';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const REPORT_DIR = path.join(root, 'bench/.tmp/lighthouse');

export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 === 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

function scripts(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0, resourceSize: r.resourceSize ?? 0 }));
}

/**
 * The scripts the page's own HTML names (`<script src>`): the JavaScript the page needs for itself. Any
 * other script a run loads is fetched afterwards, mostly Next prefetching the pages that visible links
 * lead to.
 */
async function pageScriptPaths(url) {
  const html = await (await fetch(url, { signal: AbortSignal.timeout(60_000) })).text();
  return new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1], url).pathname));
}

/**
 * The figures of one run: category scores 0–100, metrics in ms (CLS unitless), the observed first paint
 * in ms, JS bytes on the wire: all scripts, and those the page's HTML names.
 */
export function figures(lhr, pageScripts) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const all = scripts(lhr);
  const bytes = (list) => list.reduce((sum, s) => sum + s.transferSize, 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    // When Chromium actually showed the first frame in the recorded trace, not the simulated figure.
    paintedAt: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null,
    jsBytes: bytes(all),
    pageJsBytes: bytes(all.filter((s) => pageScripts.has(new URL(s.url).pathname))),
  };
}

const SCORED = new Set(['binary', 'numeric', 'metricSavings']);
const METRICS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]);

/** A short pointer to what an audit item is about: an element, a URL, or a console message. */
function exampleOf(item) {
  if (item.node?.selector || item.node?.snippet) return item.node.selector ?? item.node.snippet;
  const url = item.url ?? item.sourceLocation?.url ?? item.source?.url;
  const text = item.description ?? item.reason;
  if (text && url) return `${text} (${url})`;
  return text ?? url ?? null;
}

/** What keeps a page from full marks: failing audits per category, with a few offending elements each. */
function findings(lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || !SCORED.has(audit.scoreDisplayMode) || audit.score === null) continue;
      // Metrics have their own columns; the hidden group repeats diagnostics as "insights".
      if (id === 'performance' && (METRICS.has(ref.id) || ref.group === 'hidden')) continue;
      // Performance diagnostics below 0.9 are what Lighthouse flags red/amber; elsewhere anything short of 1.
      if (audit.score >= (id === 'performance' ? 0.9 : 1)) continue;
      // An opportunity that would save nothing is not a finding (Lighthouse still scores some of them 0.5).
      const d = audit.details;
      if (d?.type === 'opportunity' && !(d.overallSavingsMs > 0) && !(d.overallSavingsBytes > 0)) continue;
      const items = d?.items ?? [];
      const examples = items.slice(0, 3).map(exampleOf).filter(Boolean);
      failing.push({
        category: category.title,
        id: ref.id,
        title: audit.title,
        displayValue: audit.displayValue ?? '',
        examples,
      });
    }
  }
  const largestScripts = scripts(lhr)
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 6);
  return { failing, largestScripts, runWarnings: lhr.runWarnings ?? [] };
}

/**
 * Strings that survive minification and give away a library, so the largest chunks can be named. Only a
 * hint: a chunk may hold more than the markers show.
 */
const LIBRARY_MARKERS = [
  ['react-dom', '__reactFiber'],
  ['legacy polyfills', '"trimStart"in String.prototype'],
  ['zod', 'ZodError'],
  ['swiper', 'swiper-slide'],
  ['@headlessui/react', 'headlessui'],
  ['zustand', 'zustand'],
  ['@stripe/stripe-js', 'js.stripe.com'],
  ['Google Analytics loader', 'googletagmanager'],
];

async function recognise(scriptUrl) {
  try {
    const res = await fetch(scriptUrl, { signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    return LIBRARY_MARKERS.filter(([, marker]) => text.includes(marker)).map(([name]) => name);
  } catch {
    return [];
  }
}

/**
 * One Lighthouse run in a fresh Chromium. With `prepare` (a page of the purchase path), it first runs
 * prepare(port) in that Chromium (e.g. fills the cart as a shopper does) and Lighthouse keeps the storage
 * it leaves (`disableStorageReset`); prepare clears the HTTP cache itself, so the page still loads cold.
 */
async function runOnce(url, prepare) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const forget = onCleanup(`Chromium (pid ${chrome.pid})`, () => chrome.kill());
  try {
    if (prepare) await prepare(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: Boolean(prepare),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await forget();
  }
}

/** The median of each figure, the run with the median performance score and its findings. */
async function summarise(page, lhrs) {
  const pageScripts = await pageScriptPaths(page.url);
  const all = lhrs.map((lhr) => figures(lhr, pageScripts));
  const med = {};
  for (const key of Object.keys(all[0])) med[key] = median(all.map((f) => f[key]));
  const byPerf = lhrs
    .map((lhr, i) => ({ lhr, perf: all[i].performance ?? 0 }))
    .sort((a, b) => a.perf - b.perf);
  const medianRun = byPerf[Math.floor((byPerf.length - 1) / 2)].lhr;
  writeFileSync(path.join(REPORT_DIR, `${page.name}.json`), JSON.stringify(medianRun));
  const found = findings(medianRun);
  for (const script of found.largestScripts) script.libraries = await recognise(script.url);
  return { median: med, runs: all, findings: found, medianRun };
}

/**
 * Runs Lighthouse `runs` times on the reference page (the bare Next page) and each page, and reports the
 * median of each figure. The runs go round the pages (reference, home, product, filter, reference, …), so
 * a change in the machine's load during the section falls on every page alike rather than on one.
 *
 * The first run of a page meets a cold image optimiser (Next encodes each image width on its first
 * request), the later ones a warm one, as most shoppers do; with 5 runs the median is a warm figure.
 * (Warming beforehand would mean encoding every width of every srcset: minutes for the home page.) The
 * findings come from the run with the median performance score, whose full JSON report is kept in
 * bench/.tmp/lighthouse/.
 *
 * Each page has its `url`. A reference page with an `error` is not measured; a failing Lighthouse run on
 * it is recorded as its `error` rather than ending the run, since the shop's own figures still stand.
 * `roundOrder(round, entries)` may reorder the pages of a round (bench/compare.mjs swaps each pair of
 * trees every other round); each page's runs stay in round order either way.
 */
export async function lighthouseSection({ reference, pages, runs, roundOrder = (_round, list) => list }) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const entries = [reference, ...pages]
    .filter(Boolean)
    .map((page) => ({ page, lhrs: [], error: page.error ?? null }));
  for (let i = 0; i < runs; i++) {
    for (const e of roundOrder(i, entries)) {
      if (e.error) continue;
      log(`lighthouse ${e.page.name} run ${i + 1}/${runs}`);
      try {
        e.lhrs.push(await runOnce(e.page.url, e.page.prepare));
      } catch (err) {
        if (!e.page.isReference) throw err;
        e.error = `Lighthouse failed on it: ${err.message.split('\n')[0]}`;
        console.error(`[bench] ${e.page.label}: ${e.error}`);
      }
    }
  }
  const results = [];
  let environment = null;
  let referenceEnvironment = null;
  for (const { page, lhrs, error } of entries) {
    if (error) {
      results.push({ ...page, error, median: null, runs: [], findings: null });
      continue;
    }
    let summary;
    try {
      summary = await summarise(page, lhrs);
    } catch (err) {
      if (!page.isReference) throw err;
      results.push({ ...page, error: err.message.split('\n')[0], median: null, runs: [], findings: null });
      continue;
    }
    const { medianRun, ...measured } = summary;
    const env = {
      lighthouseVersion: medianRun.lighthouseVersion,
      userAgent: medianRun.environment?.hostUserAgent ?? '',
      benchmarkIndex: medianRun.environment?.benchmarkIndex ?? null,
      formFactor: medianRun.configSettings?.formFactor,
      throttlingMethod: medianRun.configSettings?.throttlingMethod,
    };
    // The machine table shows the first shop page's (the reference's only when no shop page ran).
    if (page.isReference) referenceEnvironment ??= env;
    else environment ??= env;
    results.push({ ...page, ...measured });
  }
  return { runs, environment: environment ?? referenceEnvironment, pages: results };
}
