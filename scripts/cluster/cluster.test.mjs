// The production path with several instances, run the way the README's "Deploying" section says: one
// `npm run build`, two storefronts with `npm start` and two CMS instances with `npm run cms`, on a fresh
// PostgreSQL database and a Redis of the test's own. Run by `npm run test:cluster` (part of `npm test`).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import sharp from 'sharp';
import { Secret, TOTP } from 'otpauth';
import { freePort, root, run, runtimePageCache, startRedisServer, waitForUrl } from '../lib/stack.mjs';

const adminUrl = process.env.TEST_DATABASE_URL || `postgres://${userInfo().username}@127.0.0.1:5432/test`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const distDir = '.next-cluster';
// Next adds a build folder's route types to tsconfig.json when it builds or serves one other than .next:
// the test puts the committed file back, so it leaves no change behind (as buildStorefront does).
const tsconfigPath = path.join(root, 'tsconfig.json');
const committedTsconfig = readFileSync(tsconfigPath, 'utf8');

/** Runs an npm script as a child, its output kept (`logTail`) for the failure message. */
function npmRun(script, env) {
  return run(
    npm,
    ['run', '--silent', script],
    { NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
    // Its own process group, so SIGTERM reaches npm's child too.
    { quiet: true, name: script, detached: true },
  );
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function until(check, what, timeoutMs) {
  const start = Date.now();
  let last;
  for (;;) {
    try {
      last = await check();
      if (last) return last;
    } catch (err) {
      last = err;
    }
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what} (last: ${last})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const json = async (url, init) => {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.json().catch(() => null) };
};
const post = (url, body) =>
  json(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('two storefronts and two CMS instances on PostgreSQL and Redis', { timeout: 20 * 60_000 }, () => {
  const dbName = `shop_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const dataDirs = [
    mkdtempSync(path.join(tmpdir(), 'cluster-a-')),
    mkdtempSync(path.join(tmpdir(), 'cluster-b-')),
  ];
  const children = [];
  let redis;
  let ports;
  let env;
  const cms = [];
  const web = [];
  const cmsUrl = (i) => `http://127.0.0.1:${ports.cms[i]}`;
  const webUrl = (i) => `http://127.0.0.1:${ports.web[i]}`;

  const startCms = (i) => {
    const child = npmRun('cms', { ...env, CMS_PORT: String(ports.cms[i]), DATA_DIR: dataDirs[i] });
    children.push(child);
    return child;
  };
  const startWeb = (i) => {
    const child = npmRun('start', { ...env, PORT: String(ports.web[i]), CMS_API_URL: cmsUrl(i) });
    children.push(child);
    return child;
  };

  before(async () => {
    ports = {
      redis: await freePort(),
      cms: [await freePort(), await freePort()],
      web: [await freePort(), await freePort()],
    };
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${dbName}`;

    redis = await startRedisServer(ports.redis);
    const site = webUrl(0);
    env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      REVALIDATE_SECRET: randomBytes(16).toString('hex'),
      CLIENT_ADDRESS_SECRET: randomBytes(16).toString('hex'),
      SITE_URL: site,
      STOREFRONT_ORIGIN: site,
      // Both CMS instances announce changes to storefront A only; the shared cache carries them to B.
      STOREFRONT_REVALIDATE_URL: `${site}/api/revalidate`,
      CMS_PUBLIC_URL: `http://127.0.0.1:${ports.cms[0]}`,
      ORDER_HOLD_MINUTES: '1',
      ALLOW_TEST_PAYMENTS: '1',
    };

    // Both CMS instances at the same moment, on the brand-new database.
    cms.push(startCms(0), startCms(1));
    await Promise.all(cms.map((c, i) => waitForUrl(`${cmsUrl(i)}/health`, { child: c, timeoutMs: 180_000 })));

    const build = npmRun('build', { ...env, CMS_API_URL: cmsUrl(0) });
    const code = await exited(build);
    assert.equal(code, 0, `npm run build failed:\n${build.logTail.join('\n')}`);

    web.push(startWeb(0), startWeb(1));
    await Promise.all(
      web.map((w, i) => waitForUrl(`${webUrl(i)}/api/health`, { child: w, timeoutMs: 180_000 })),
    );
  });

  after(async () => {
    for (const child of children) await signalGroup(child, 'SIGKILL');
    redis?.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    rmSync(path.join(root, distDir), { recursive: true, force: true });
    writeFileSync(tsconfigPath, committedTsconfig);
  });

  test('the two CMS instances started together seeded the database once', async () => {
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } =
        await db.query(`SELECT (SELECT count(*) FROM meta WHERE key = 'seeded_at')::int AS markers,
        (SELECT count(*) FROM products)::int AS products`);
      assert.deepEqual(rows[0], { markers: 1, products: 88 });
    } finally {
      await db.end();
    }
  });

  test('a product page storefront A rendered is served by storefront B from the shared page cache', async () => {
    // Not one the build prerendered (the featured products), nor one another test visits first.
    const featured = (await json(`${cmsUrl(0)}/api/v1/product/getFeature`)).body.products.data;
    const products = (await json(`${cmsUrl(0)}/api/v1/product/filter`)).body.data;
    const product = products.filter((p) => !featured.some((f) => f.slug === p.slug)).at(-1);
    const visit = async (i) => {
      const res = await fetch(`${webUrl(i)}/product/${product.slug}`);
      await res.arrayBuffer();
      assert.equal(res.status, 200);
      return res.headers.get('x-nextjs-cache');
    };
    assert.equal(await visit(0), 'MISS', 'rendered on its first visit');
    // Next writes the page after answering: B asks once the files its reader needs are on disk (docs/adr/0101).
    const pageCache = runtimePageCache(path.join(root, distDir));
    const written = () => {
      const files = readdirSync(pageCache, { recursive: true }).map(String);
      return ['html', 'meta', 'rsc'].every((ext) => files.some((f) => f.endsWith(`/${product.slug}.${ext}`)));
    };
    await until(async () => written(), 'the page files on disk', 10_000);
    assert.equal(await visit(1), 'HIT', 'storefront B rendered the page again instead of reading it');
  });

  test("a purchase through CMS B shows on storefront B's cached product page within 5 seconds", async () => {
    const products = (await json(`${cmsUrl(1)}/api/v1/product/filter`)).body.data;
    const product = products.find((p) => p.quantity >= 10);
    const page = async () => {
      const html = await (await fetch(`${webUrl(1)}/product/${product.slug}`)).text();
      return Number(html.match(/In Stock: (\d+)/)?.[1]);
    };
    assert.equal(await page(), product.quantity);
    assert.equal(await page(), product.quantity, 'served from the cache');

    const init = await post(`${cmsUrl(1)}/api/v1/order/test-initiate`, {
      items: [{ product_id: product.id, qty: 2 }],
    });
    const placed = await post(
      `${cmsUrl(1)}/api/v1/order/placeorder`,
      orderBody(init.body.data.pid, product.id, 2),
    );
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    await until(
      async () => (await page()) === product.quantity - 2,
      'storefront B to show the new stock',
      5000,
    );
  });

  test('an image uploaded through the console on CMS A is served by CMS B', async () => {
    const cookie = await ownerSignIn(0);
    const png = await sharp({ create: { width: 24, height: 16, channels: 4, background: '#3a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'fern.png');
    const up = await fetch(`${cmsUrl(0)}/api/admin/uploads`, {
      method: 'POST',
      headers: { ...consoleOrigin(0), Cookie: cookie },
      body: form,
    });
    assert.equal(up.status, 201, await up.clone().text());
    const { url } = await up.json();
    const served = await fetch(`${cmsUrl(1)}${new URL(url).pathname}`);
    assert.equal(served.status, 200, 'CMS B serves it from the shared database');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 24, 16]);
  });

  test('five wrong passwords on CMS A get the sixth try on CMS B a 429', async () => {
    const login = (i) =>
      post(`${cmsUrl(i)}/api/v1/user/login`, { email: 'nobody@example.com', password: 'wrong-password-1' });
    for (let n = 0; n < 5; n++) assert.equal((await login(0)).status, 401);
    assert.equal((await login(1)).status, 429);
  });

  test('update-order for one payment sent to A and B at once: one order number, one email, stock taken once', async () => {
    const products = (await json(`${cmsUrl(0)}/api/v1/product/filter`)).body.data;
    const product = products.filter((p) => p.quantity >= 5).at(-2);
    const init = await post(`${cmsUrl(0)}/api/v1/order/test-initiate`, {
      items: [{ product_id: product.id, qty: 1 }],
    });
    const { pid, client_secret } = init.body.data;
    const placed = await post(`${cmsUrl(0)}/api/v1/order/placeorder`, orderBody(pid, product.id, 1));
    assert.equal(placed.status, 200);
    await post(`${cmsUrl(1)}/api/v1/payments/test/confirm`, {
      client_secret,
      card_number: '4242 4242 4242 4242',
    });
    const mailsBefore = countMails();

    const answers = await Promise.all(
      [0, 1, 0, 1].map((i) => post(`${cmsUrl(i)}/api/v1/order/test/update-order`, { pid })),
    );
    for (const a of answers)
      assert.deepEqual(a.body, { status: true, data: { order_no: placed.body.data.order_no } });
    const after = (await json(`${cmsUrl(1)}/api/v1/product/get-all-ids?ids=${product.id}`)).body.data.data[0];
    assert.equal(after.quantity, product.quantity - 1);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(countMails() - mailsBefore, 1);
  });

  test('an expired hold is released once', { timeout: 5 * 60_000 }, async () => {
    const products = (await json(`${cmsUrl(0)}/api/v1/product/filter`)).body.data;
    const product = products.filter((p) => p.quantity >= 5).at(-3);
    const init = await post(`${cmsUrl(0)}/api/v1/order/test-initiate`, {
      items: [{ product_id: product.id, qty: 3 }],
    });
    const placed = await post(
      `${cmsUrl(0)}/api/v1/order/placeorder`,
      orderBody(init.body.data.pid, product.id, 3),
    );
    assert.equal(placed.status, 200);
    const stock = async () =>
      (await json(`${cmsUrl(1)}/api/v1/product/get-all-ids?ids=${product.id}`)).body.data.data[0].quantity;
    assert.equal(await stock(), product.quantity - 3);
    // ORDER_HOLD_MINUTES=1 and each instance sweeps every minute: both sweepers have run within ~2.5 minutes.
    await until(async () => (await stock()) === product.quantity, 'the hold to be released', 180_000);
    await new Promise((r) => setTimeout(r, 65_000));
    assert.equal(await stock(), product.quantity, 'released once, not twice');
  });

  test('with the Redis process killed both storefronts still answer 200 on home, a product page and /filter', async () => {
    redis.kill('SIGKILL');
    await exited(redis);
    const products = (await json(`${cmsUrl(0)}/api/v1/product/filter`)).body.data;
    for (const i of [0, 1]) {
      for (const p of ['/', `/product/${products[0].slug}`, '/filter', '/filter?q=tea']) {
        const res = await fetch(`${webUrl(i)}${p}`);
        assert.equal(res.status, 200, `${webUrl(i)}${p}`);
      }
    }
  });

  test('SIGTERM stops an instance within a few seconds while the other keeps serving', async () => {
    const started = Date.now();
    await signalGroup(web[0], 'SIGTERM');
    await exited(web[0]);
    assert.ok(Date.now() - started < 10_000, 'storefront A stopped');
    assert.equal((await fetch(`${webUrl(1)}/`)).status, 200);

    await signalGroup(cms[0], 'SIGTERM');
    await exited(cms[0]);
    assert.equal((await fetch(`${cmsUrl(1)}/health`)).status, 200);
  });

  const consoleOrigin = (i) => ({ Origin: cmsUrl(i), 'Sec-Fetch-Site': 'same-origin' });

  /**
   * The owner as the README sets one up: `npm run owner` prints a setup link; the setup page's call sets a
   * password and enrols the authenticator; sign-in takes the next time step's code (each step is used once).
   */
  async function ownerSignIn(i) {
    const owner = run(
      npm,
      ['run', '--silent', 'owner', '--', '--email', 'owner@example.com'],
      { ...env, CMS_PORT: String(ports.cms[i]), DATA_DIR: dataDirs[i] },
      { quiet: true, name: 'owner' },
    );
    const output = [];
    owner.stdout?.on('data', (d) => output.push(String(d)));
    assert.equal(await exited(owner), 0, owner.logTail.join('\n'));
    const printed = output.join('');
    const link = /\/admin\/#\/setup\/(\S+)/.exec(printed);
    assert.ok(link, `npm run owner printed no setup link:\n${printed}`);
    const setupUrl = `${cmsUrl(i)}/api/admin/setup/${link[1]}`;
    const { secret } = (await json(setupUrl)).body;
    const code = (step) =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
        timestamp: (Math.floor(Date.now() / 30_000) + step) * 30_000,
      });
    const password = `Rhododendron-${randomBytes(4).toString('hex')}`;
    const setup = await json(setupUrl, withJson(i, { password, confirm_password: password, code: code(0) }));
    assert.equal(setup.status, 200, JSON.stringify(setup.body));
    const email = 'owner@example.com';
    const res = await fetch(`${cmsUrl(i)}/api/admin/login`, withJson(i, { email, password, code: code(1) }));
    assert.equal(res.status, 200, await res.text());
    return /hg_staff=[^;]+/.exec(res.headers.get('set-cookie') ?? '')[0];
  }

  const withJson = (i, body) => ({
    method: 'POST',
    headers: { ...consoleOrigin(i), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  function countMails() {
    return dataDirs
      .map((dir) => {
        try {
          return readdirSync(path.join(dir, 'outbox')).filter((f) => f.endsWith('.eml')).length;
        } catch {
          return 0;
        }
      })
      .reduce((a, b) => a + b, 0);
  }
});

function orderBody(pid, productId, qty) {
  return {
    name: 'Asha Gurung',
    email: `cluster-${randomBytes(4).toString('hex')}@example.com`,
    phone: '6465550142',
    state: 'NY',
    city: 'Queens',
    line1: '12 Garden Lane',
    line2: '',
    postal_code: '11101',
    payment_method: 'card',
    total_amount: 1,
    items: [{ product_id: productId, qty }],
    billingAddress: null,
    isBillingAndShippingSame: true,
    user_id: null,
    method: 'test',
    pid,
    is_first_order: false,
  };
}
