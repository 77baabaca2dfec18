// CMS API throughput on the catalogue reads the storefront makes, against /health of the same Hono app as
// the reference: the ratio is what the database and the JSON work cost per request.
import { ownerCookie } from './console.mjs';
import { log } from './log.mjs';
import { measure, percentile } from './load.mjs';

export function apiRoutes(productSlug) {
  return [
    { name: 'product/get/{slug}', path: `/api/v1/product/get/${encodeURIComponent(productSlug)}` },
    { name: 'product/filter', path: '/api/v1/product/filter' },
    { name: 'category/getFeature', path: '/api/v1/category/getFeature' },
    { name: '/health (reference)', path: '/health', isReference: true },
  ];
}

/** Measures every route on one CMS; `database` labels the rows ('PGlite' or 'PostgreSQL'). */
export async function measureCms({ cmsUrl, database, routes, settings }) {
  const rows = [];
  for (const route of routes) {
    log(`api ${database} ${route.name} (${settings.connections} connections, ${settings.seconds} s)`);
    rows.push({ database, ...route, ...(await measure(`${cmsUrl}${route.path}`, settings)) });
  }
  const ref = rows.find((r) => r.isReference);
  for (const r of rows) r.ratio = ref && ref.rps > 0 ? r.rps / ref.rps : null;
  return rows;
}

/** Active automatic offers the promotions figure prices every cart with (issue 40's target: 5). */
export const BENCH_PROMOTIONS = 5;

/** Sequential guest initiations of a one-line cart; each figure is one request's own time. */
async function initiateTimes(cmsUrl, items, { n, warmup }) {
  const times = [];
  for (let i = 0; i < n + warmup; i++) {
    const start = performance.now();
    const res = await fetch(`${cmsUrl}/api/v1/order/test-initiate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items }),
    });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`test-initiate answered ${res.status}: ${body.message}`);
    if (i >= warmup) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), requests: n };
}

/** A product to put in the cart: the bench's product page's. */
async function productIdOf(cmsUrl, productSlug) {
  const res = await fetch(`${cmsUrl}/api/v1/product/get/${encodeURIComponent(productSlug)}`);
  const body = await res.json();
  const id = body?.data?.id ?? body?.data?.product?.id ?? body?.product?.id;
  if (typeof id !== 'number') throw new Error(`no product id for ${productSlug}`);
  return id;
}

/**
 * Order initiation with none and with BENCH_PROMOTIONS active automatic offers (issue 40: p50 within
 * 1.2×), on the same CMS in one run. The offers are made through the console's API and deleted after
 * (no order used them), so later sections see the demo's defaults.
 */
export async function promotionInitiation({ cmsUrl, dataDir, productSlug, settings }) {
  const items = [{ product_id: await productIdOf(cmsUrl, productSlug), qty: 1 }];
  // A long warm-up: the first sample runs first, so it must not carry the JIT's cold start.
  const counts = { n: settings.quick ? 30 : 200, warmup: 60 };
  log(`api promotions: ${counts.n} initiations with no offers`);
  const none = await initiateTimes(cmsUrl, items, counts);
  const cookie = await ownerCookie(cmsUrl, dataDir);
  const admin = (method, p, body) =>
    fetch(`${cmsUrl}/api/admin${p}`, {
      method,
      headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: new URL(cmsUrl).origin },
      body: body && JSON.stringify(body),
    });
  const ids = [];
  try {
    for (let i = 1; i <= BENCH_PROMOTIONS; i++) {
      const res = await admin('POST', '/promotions', {
        label: `Bench offer ${i}`,
        kind: 'percent',
        value: 1,
      });
      if (res.status !== 201) throw new Error(`creating a promotion answered ${res.status}`);
      ids.push((await res.json()).id);
    }
    log(`api promotions: ${counts.n} initiations with ${BENCH_PROMOTIONS} active offers`);
    const five = await initiateTimes(cmsUrl, items, counts);
    return { promotions: BENCH_PROMOTIONS, none, five, ratio: none.p50 > 0 ? five.p50 / none.p50 : null };
  } finally {
    for (const id of ids) await admin('DELETE', `/promotions/${id}`);
  }
}
