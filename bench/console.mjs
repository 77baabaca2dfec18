// Console: the owner's product list (GET /api/admin/products, first page of 25) at a small and a large
// catalogue, and a CSV import of 10,000 rows (dry run, then apply). For each size a CMS starts on a fresh
// PGlite folder seeded to that size; the owner is made through the running CMS as `npm run owner` does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { freePort } from '../scripts/lib/stack.mjs';
import { log } from './log.mjs';
import { percentile } from './load.mjs';
import { benchEnv, seedCatalogue, startBenchCms, tempDir } from './shop.mjs';

export const CONSOLE_SIZES = [100, 10_000];
export const CSV_ROWS = 10_000;
const PASSWORD = 'bench owner pass phrase';
const LIST_PATH = `/api/admin/products?range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["id","DESC"]')}`;

const code = (secret, at) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

async function json(res, what) {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/**
 * Creates the owner, completes setup and signs in. On PGlite through the running CMS (its control file);
 * on PostgreSQL, where the CMS writes no control file, `setupUrl` is the link `npm run owner` printed.
 */
export async function ownerCookie(cmsUrl, dataDir, setupUrl = null) {
  const control = setupUrl ? null : JSON.parse(readFileSync(path.join(dataDir, 'cms-control.json'), 'utf8'));
  const origin = control ? `http://127.0.0.1:${control.port}` : cmsUrl.replace('localhost', '127.0.0.1');
  const post = (p, body, headers = {}) =>
    fetch(`${origin}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const url =
    setupUrl ??
    (
      await json(
        await post(
          '/api/admin/owner-command',
          { email: 'owner@bench.example' },
          { 'x-owner-command-secret': control.secret },
        ),
        'owner command',
      )
    ).url;
  const token = url.slice(url.lastIndexOf('/') + 1);
  const { secret } = await json(await fetch(`${cmsUrl}/api/admin/setup/${token}`), 'setup page');
  const now = Date.now();
  await json(
    await post(`/api/admin/setup/${token}`, {
      password: PASSWORD,
      confirm_password: PASSWORD,
      code: code(secret, now),
    }),
    'setup',
  );
  const login = await post('/api/admin/login', {
    email: 'owner@bench.example',
    password: PASSWORD,
    code: code(secret, now + 30_000),
  });
  await json(login, 'sign-in');
  return /hg_staff=[^;]+/.exec(login.headers.get('set-cookie') ?? '')[0];
}

/** The total a list answer states in its Content-Range (`orders 0-24/100000`), or null. */
export const rangeTotal = (res) => {
  const m = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '');
  return m ? Number(m[1]) : null;
};

/**
 * p50 and p95 of `n` sequential requests of a list page (`listPath`, the product list's first page unless
 * given) after `warmup` unmeasured ones, and the total the last answer stated.
 */
export async function listTimes(cmsUrl, cookie, { n, warmup, listPath = LIST_PATH }) {
  const times = [];
  let total = null;
  for (let i = 0; i < n + warmup; i++) {
    const start = performance.now();
    const res = await fetch(`${cmsUrl}${listPath}`, { headers: { Cookie: cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${listPath} answered ${res.status}`);
    if (i >= warmup) times.push(performance.now() - start);
    total = rangeTotal(res);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), requests: n, total };
}

/** The bench file: `CSV_ROWS` products in the first category, their price shifted by `cents`. */
function benchCsv(category, cents) {
  const lines = [
    'slug,name,price,quantity,category_slug,unit_in_gram,ingredients,featured,offer,home_order,detail,search_terms',
  ];
  for (let i = 1; i <= CSV_ROWS; i++) {
    const price = ((i % 50) + 1 + cents / 100).toFixed(2);
    lines.push(`bench-csv-${i},Bench CSV ${i},${price},${i % 40},${category},100,,false,false,0,,bench ${i}`);
  }
  return lines.join('\n');
}

/** Dry run and apply of a file of new products, then of the same products with new prices (updates). */
async function csvImport(cmsUrl, cookie) {
  const cats = await json(
    await fetch(`${cmsUrl}/api/admin/categories`, { headers: { Cookie: cookie } }),
    'categories',
  );
  const category = cats[0].slug;
  const send = async (body, query) => {
    const start = performance.now();
    const res = await fetch(`${cmsUrl}/api/admin/products/import${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Cookie: cookie },
      body,
    });
    const report = await json(res, `import${query}`);
    if (report.errors.length > 0)
      throw new Error(`the bench CSV has errors: ${JSON.stringify(report.errors[0])}`);
    return { ms: performance.now() - start, report };
  };
  const body = benchCsv(category, 99);
  const dry = await send(body, '?dry_run=1');
  const applied = await send(body, '');
  // Every row changes its price: one audit row per product with the price before and after.
  const updated = await send(benchCsv(category, 49), '');
  return {
    rows: CSV_ROWS,
    bytes: Buffer.byteLength(body),
    dryRunMs: dry.ms,
    applyMs: applied.ms,
    creates: applied.report.creates,
    updateApplyMs: updated.ms,
    updates: updated.report.updates,
  };
}

export async function consoleSection({ sizes = CONSOLE_SIZES, settings }) {
  const n = settings.quick ? 30 : 200;
  const result = { sizes: [], csv: null };
  for (const size of sizes) {
    const cmsPort = await freePort();
    const data = tempDir(`console-${size}`);
    const env = benchEnv({ cmsPort, webPort: cmsPort + 1, dataDir: data.dir });
    const cmsUrl = `http://localhost:${cmsPort}`;
    log(`console: seeding ${size} products`);
    await seedCatalogue(env, size);
    const cms = await startBenchCms(env, `console CMS (${size})`);
    try {
      const cookie = await ownerCookie(cmsUrl, data.dir);
      log(`console: product list at ${size} products (${n} requests)`);
      result.sizes.push({ size, ...(await listTimes(cmsUrl, cookie, { n, warmup: 10 })) });
      if (size === Math.max(...sizes)) {
        log(`console: CSV import of ${CSV_ROWS} rows`);
        result.csv = await csvImport(cmsUrl, cookie);
      }
    } finally {
      await cms.stop();
    }
  }
  return result;
}
