// The sale section's pure pieces: the shoppers' mix and think times, per-step figures, what a product page
// shows, oversold units, memory growth and the ratios the targets read. No I/O, so bench/sale.test.mjs
// checks them without starting anything.
import { percentile } from './load.mjs';

/** p50, p95 and p99 (nearest rank) of ascending `sorted` values; null each when there are none. */
export function percentiles(sorted) {
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** What each virtual shopper does on a visit, with its share of visits in percent (issue #42). */
export const MIX = [
  { journey: 'browse', percent: 60 },
  { journey: 'search', percent: 20 },
  { journey: 'cart', percent: 15 },
  { journey: 'pay', percent: 5 },
];

/** The journey for a uniform random number `r` in [0, 1): browse below 0.60, search below 0.80, … */
export function pickJourney(r, mix = MIX) {
  // In whole percents, so the edges are exact (0.6 + 0.2 + 0.15 is not 0.95 in floating point).
  const point = r * mix.reduce((s, m) => s + m.percent, 0);
  let edge = 0;
  for (const m of mix) {
    edge += m.percent;
    if (point < edge) return m.journey;
  }
  return mix[mix.length - 1].journey;
}

/** A shopper's pause between two pages in ms, uniform in [min, max] for a uniform `r` in [0, 1). */
export function thinkMs(r, { min, max }) {
  return Math.round(min + r * (max - min));
}

/** Collects each step's response times and the errors by kind, and sums them up for the report. */
export class StepRecorder {
  constructor() {
    this.times = new Map();
    this.errors = new Map();
  }
  /** `kind` is null for a good answer (timed) or the error's kind (errorKind in virtual-client.mjs). */
  record(step, ms, kind) {
    if (kind) {
      const key = `${step}: ${kind}`;
      this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
      return;
    }
    if (!this.times.has(step)) this.times.set(step, []);
    this.times.get(step).push(ms);
  }
  /** One row per step: requests (good ones), failed, p50, p95, p99 in ms; in the order steps first came. */
  rows() {
    const steps = [
      ...new Set([...this.times.keys(), ...[...this.errors.keys()].map((k) => k.split(': ')[0])]),
    ];
    return steps.map((step) => {
      const sorted = [...(this.times.get(step) ?? [])].sort((a, b) => a - b);
      const failed = [...this.errors]
        .filter(([k]) => k.startsWith(`${step}: `))
        .reduce((s, [, n]) => s + n, 0);
      return { step, requests: sorted.length + failed, failed, ...percentiles(sorted) };
    });
  }
  /** Errors by kind, most frequent first. */
  errorRows() {
    return [...this.errors].sort((a, b) => b[1] - a[1]).map(([kind, count]) => ({ kind, count }));
  }
}

/** Whether an error kind is one the targets forbid: a 5xx answer or a dropped connection. */
export function isLoss(kind) {
  return /http-5\d\d|reset|refused|timeout|other/.test(kind);
}

/**
 * What the product page shows: its price text (`$18.99`) and the stock line's count (0 for Out of Stock),
 * from the page's `data-testid` elements (components/product/); null each when the page does not show it.
 */
export function productPageShows(html) {
  const price = /data-testid="product-price"[^>]*>([^<]+)</.exec(html)?.[1]?.trim() ?? null;
  const stock = /data-testid="stock-status"[^>]*>(?:<span[^>]*><\/span>)?([^<]+)</.exec(html)?.[1] ?? null;
  let quantity = null;
  if (stock !== null) {
    const n = /In Stock: (\d+)/.exec(stock);
    quantity = n ? Number(n[1]) : 0;
  }
  return { price, quantity };
}

/**
 * Units sold beyond what there was: for each product, the units held by orders that still hold stock
 * (`held`: id → units) beyond its stock at the start plus what the owner added (`available`: id → units).
 */
export function oversoldUnits(held, available) {
  let over = 0;
  for (const [id, units] of held) over += Math.max(0, units - (available.get(id) ?? 0));
  return over;
}

/** Resident memory growth from `from` to `to` bytes as a fraction (0.1 = 10%); null without both. */
export function growth(from, to) {
  return from > 0 && to != null ? to / from - 1 : null;
}

/** `a / b`, or null when either is missing or b is 0. */
export function ratio(a, b) {
  return a != null && b ? a / b : null;
}

/** The targets of issue #42 as numbers. */
export const SALE_TARGETS = {
  freshnessP99Ms: 5000,
  memoryGrowth: 0.15,
  checkoutRatio: 0.25,
  productP95Growth: 3,
};
