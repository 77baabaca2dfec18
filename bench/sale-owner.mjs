// The owner at work during the sale: every few seconds a stock or a price change through /api/admin, as
// the console makes it, on products the shoppers do not buy (so the expected page is known exactly). Each
// change, and each purchase, is then watched on both storefronts' product pages until it shows.
import { productPageShows } from './sale-stats.mjs';
import { errorKind } from './virtual-client.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const dollars = (cents) => (cents / 100).toFixed(2);

/**
 * How long a watch waits before its next look, `elapsedMs` after the change: every 200 ms for the first
 * 2 s, every 500 ms up to the 5 s target, then every second until the watch gives up. Looking every 200 ms
 * throughout, the watches of a slow crowd outnumbered the shoppers' own product pages (bench/README.md,
 * "Freshness"). A look is never early, so a time is at most one wait late, never short.
 */
export function watchDelayMs(elapsedMs) {
  if (elapsedMs < 2000) return 200;
  if (elapsedMs < 5000) return 500;
  return 1000;
}

/**
 * Polls `slug`'s product page on every storefront until `shows(page)` holds, each on its own, at the
 * times of `watchDelayMs`; resolves with the milliseconds from `since` (a performance.now() time) per
 * storefront, null for one that did not show it within `timeoutMs`. Polls with a plain client (no
 * shopper's address); `onPoll` is called for each page fetched, so the report can say what the watches
 * cost.
 */
export async function watchPages({ webUrls, slug, since, shows, timeoutMs = 15_000, onPoll = () => {} }) {
  return Promise.all(
    webUrls.map(async (web) => {
      const until = since + timeoutMs;
      while (performance.now() < until) {
        onPoll();
        try {
          const res = await fetch(`${web}/product/${encodeURIComponent(slug)}`, {
            headers: { accept: 'text/html' },
            signal: AbortSignal.timeout(10_000),
          });
          if (shows(productPageShows(await res.text()))) return performance.now() - since;
        } catch {
          // Counted by the shoppers' own figures; the watch goes on.
        }
        await sleep(watchDelayMs(performance.now() - since));
      }
      return null;
    }),
  );
}

/**
 * Freshness figures: for each change or purchase, the time it took to show on each storefront.
 * `add(kind, msPerStorefront)`; `rows()` gives p50/p99 per kind and storefront, and the misses.
 */
export class Freshness {
  constructor() {
    this.samples = [];
    this.skipped = 0;
    /** Product pages the watches fetched. */
    this.polls = 0;
    this.countPoll = () => this.polls++;
  }
  add(kind, times) {
    times.forEach((ms, i) => this.samples.push({ kind, storefront: i + 1, ms }));
  }
}

/**
 * Runs the owner until `stopAt` (performance.now()): every `everyMs`, on the next of `products`
 * (`{ id, slug, quantity, priceCents }`), alternately sets the stock to a new value and changes the price
 * by a few cents, then watches both storefronts. `request(method, path, json)` reaches /api/admin with the
 * owner's session. Resolves once every watch ended.
 */
export async function runOwner({ request, products, everyMs, stopAt, webUrls, freshness, recorder }) {
  const watches = [];
  let turn = 0;
  while (performance.now() + everyMs < stopAt) {
    const product = products[turn % products.length];
    const stockTurn = turn % 2 === 0;
    turn++;
    const since = performance.now();
    if (stockTurn) {
      const quantity = product.quantity === 500 ? 501 : 500;
      const r = await request('POST', '/api/admin/products/stock', { items: [{ id: product.id, quantity }] });
      recorder.record('owner: stock', r.ms, errorKind(r));
      if (r.status === 200) {
        product.quantity = quantity;
        watches.push(
          watchPages({
            webUrls,
            slug: product.slug,
            since,
            shows: (p) => p.quantity === quantity,
            onPoll: freshness.countPoll,
          }).then((t) => freshness.add('owner stock change', t)),
        );
      }
    } else {
      const got = await request('GET', `/api/admin/products/${product.id}`);
      recorder.record('owner: read product', got.ms, errorKind(got));
      const priceCents = product.priceCents + (product.priceCents % 2 === 0 ? 1 : -1);
      if (got.status === 200 && got.json) {
        const r = await request('PUT', `/api/admin/products/${product.id}`, {
          ...got.json,
          price: Number(dollars(priceCents)),
        });
        recorder.record('owner: price', r.ms, errorKind(r));
        if (r.status === 200) {
          product.priceCents = priceCents;
          const text = dollars(priceCents);
          watches.push(
            watchPages({
              webUrls,
              slug: product.slug,
              since,
              shows: (p) => p.price !== null && p.price.replace(/[^0-9.]/g, '') === text,
              onPoll: freshness.countPoll,
            }).then((t) => freshness.add('owner price change', t)),
          );
        }
      }
    }
    await sleep(Math.max(0, since + everyMs - performance.now()));
  }
  await Promise.all(watches);
}
