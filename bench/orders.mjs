// Orders: the console's orders list (GET /api/admin/orders as the console asks for it, signed in as the
// owner) at 1,000 and 100,000 orders (issue 28): the first page of 25, and the first page of one status. For
// each size a CMS starts on a fresh PGlite folder seeded with the demo shop and that many orders
// (bench/seed-orders.ts); requests are sequential, so each figure is one request's own time.
import { freePort } from '../scripts/lib/stack.mjs';
import { listTimes, ownerCookie } from './console.mjs';
import { log } from './log.mjs';
import { FILTER_STATUS, filteredCount } from './order-seed.mjs';
import { benchEnv, seedOrders, startBenchCms, tempDir } from './shop.mjs';

export const ORDER_SIZES = [1000, 100_000];

/** A list request as react-admin's simple-rest data provider sends it: range, sort and filter. */
export function ordersPath(filter = {}) {
  const q = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify([0, 24]),
    sort: JSON.stringify(['id', 'DESC']),
  });
  return `/api/admin/orders?${q}`;
}

/** What a size's answers got wrong: a total that is not the seeded count. */
function totalNotes(size, first, filtered) {
  const notes = [];
  if (first.total !== size) notes.push(`the first page stated ${first.total ?? 'no'} orders in all`);
  const expected = filteredCount(size);
  if (filtered.total !== expected)
    notes.push(`the '${FILTER_STATUS}' page stated ${filtered.total ?? 'no'} orders, not ${expected}`);
  return notes;
}

export async function ordersSection({ sizes = ORDER_SIZES, settings }) {
  const n = settings.quick ? 30 : 200;
  const result = { filterStatus: FILTER_STATUS, sizes: [] };
  for (const size of sizes) {
    const cmsPort = await freePort();
    const data = tempDir(`orders-${size}`);
    const env = benchEnv({ cmsPort, webPort: cmsPort + 1, dataDir: data.dir });
    const cmsUrl = `http://localhost:${cmsPort}`;
    log(`orders: seeding ${size} orders`);
    const seedStart = Date.now();
    await seedOrders(env, size);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const cms = await startBenchCms(env, `orders CMS (${size})`);
    try {
      const cookie = await ownerCookie(cmsUrl, data.dir);
      log(`orders: first page and '${FILTER_STATUS}' page at ${size} orders (${n} requests each)`);
      const first = await listTimes(cmsUrl, cookie, { n, warmup: 20, listPath: ordersPath() });
      const filtered = await listTimes(cmsUrl, cookie, {
        n,
        warmup: 20,
        listPath: ordersPath({ status: FILTER_STATUS }),
      });
      result.sizes.push({ size, seedSeconds, first, filtered, notes: totalNotes(size, first, filtered) });
    } finally {
      await cms.stop();
      await data.remove();
    }
  }
  return result;
}
