import { spawn } from 'node:child_process';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allProducts, productWithStock } from './support/fixtures';
import { expect, test, type APIRequestContext } from './support/test';
import { MSG } from '@common/messages';
import { shopSecret } from './support/shop';
import { freePort, root, stop, waitForUrl } from '../scripts/lib/stack.mjs';
import { storefrontServerArgs } from '../server/node-flags.mjs';

/** The storefront's own server (server/storefront-server.mjs), which `npm start` and the tests run. */

test.describe('a path with malformed percent-encoding', () => {
  for (const bad of ['/product/%ff', '/product/%', '/indoor-plants/%ff', '/%ff%fe']) {
    test(`${bad} gets the shop's not-found page`, async ({ page }) => {
      const res = await page.goto(bad);
      expect(res?.status()).toBe(404);
      expect(res?.headers()['content-type']).toMatch(/^text\/html/);
      await expect(page.getByRole('heading', { name: MSG.notFound })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: /home/i }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('under /api/v1/ gets a JSON failure with 400', async ({ request }) => {
    for (const bad of ['/api/v1/product/get/%ff', '/api/v1/user/%']) {
      const res = await request.get(bad);
      expect(res.status()).toBe(400);
      const body = (await res.json()) as { status: boolean; message: string };
      expect(body.status).toBe(false);
      expect(body.message).toBeTruthy();
    }
  });
});

test('GET /api/health answers {status: "ok"} per request, never from a cache', async ({ request }) => {
  for (let i = 0; i < 2; i += 1) {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers()['cache-control']).toBe('no-store');
    // A prerendered handler would be served from Next's cache and say so.
    expect(res.headers()['x-nextjs-cache']).toBeUndefined();
    expect(res.headers()['x-nextjs-prerender']).toBeUndefined();
  }
});

test('SIGTERM lets the request in flight finish, then the server exits', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const server = spawn(process.execPath, storefrontServerArgs(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      // A production storefront refuses to start without its secrets (instrumentation.ts).
      REVALIDATE_SECRET: shopSecret('REVALIDATE_SECRET'),
      CLIENT_ADDRESS_SECRET: shopSecret('CLIENT_ADDRESS_SECRET'),
      CMS_API_URL: process.env.E2E_CMS_URL,
      SITE_URL: `http://localhost:${port}`,
    },
    stdio: 'ignore',
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/api/health`, { child: server });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

    // A login whose body is still to come: the server has the request (it answered 100 Continue) and
    // waits for the rest while the signal arrives. Its empty password is refused by validation, so the
    // answer does not wait for a password hash, which on a busy machine outlasts the 4 s grace period.
    const body = JSON.stringify({ email: 'in-flight@example.com', password: '' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/user/login',
          agent: false,
          headers: {
            host: `localhost:${port}`,
            origin: `http://localhost:${port}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            expect: '100-continue',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.on('continue', () => {
        server.kill('SIGTERM');
        req.end(body);
      });
    });

    const res = await answer;
    expect(res.status, res.body).toBe(422);
    expect((JSON.parse(res.body) as { status: boolean }).status).toBe(false);
    // A clean exit (0), not the forced one after the grace period.
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  } finally {
    await stop(server);
  }
});

test('a cached page is sent without hashing it for an ETag (it is cached by s-maxage)', async ({
  request,
}) => {
  const page = await request.get('/about');
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toMatch(/s-maxage=/);
  expect(page.headers()['etag']).toBeUndefined();
});

test('a cached page is sent whole and alike every time, its multi-byte characters intact', async ({
  request,
}) => {
  const product = (await allProducts(request))[0]!;
  const bodies = [];
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`/product/${product.slug}`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers()['x-nextjs-cache']).toBeDefined();
    const body = await res.body();
    expect(Number(res.headers()['content-length'])).toBe(body.length);
    bodies.push(body);
  }
  expect(bodies[1]!.equals(bodies[0]!)).toBe(true);
  expect(bodies[2]!.equals(bodies[0]!)).toBe(true);
  // The search box's placeholder ends in U+2026, three bytes in UTF-8.
  expect(bodies[0]!.toString('utf8')).toContain('Search plants, spices, tea…');
});

test('a HEAD of a cached page claims no length but the one a GET is sent', async ({ request }) => {
  const path = `/product/${(await allProducts(request))[0]!.slug}`;
  for (const encoding of ['identity', 'br']) {
    const get = await request.get(path, { headers: { 'accept-encoding': encoding } });
    expect(get.headers()['x-nextjs-cache']).toBeDefined();
    const head = await request.head(path, { headers: { 'accept-encoding': encoding } });
    expect(head.status()).toBe(200);
    expect(head.headers()['x-nextjs-cache']).toBeDefined();
    expect(head.headers()['content-type']).toMatch(/^text\/html/);
    expect((await head.body()).length).toBe(0);
    // The length is sent as it goes over the wire: compressed, when the GET is compressed.
    expect([undefined, get.headers()['content-length']]).toContain(head.headers()['content-length']);
  }
});

test("the page's scripts and styles reach the browser brotli-compressed, and the page works", async ({
  page,
  request,
}) => {
  const product = await productWithStock(request, 1, 1000);
  const path = `/product/${product.slug}`;
  const html = await (await request.get(path)).text();
  // What the page's HTML has a browser load: its scripts (not the legacy `noModule` one) and stylesheets.
  const assets = [
    ...html.matchAll(
      /<script src="(\/_next\/static\/[^"]+)"(?![^>]*noModule)|<link rel="stylesheet" href="(\/_next\/static\/[^"]+)"/g,
    ),
  ].map((m) => (m[1] ?? m[2])!);
  expect(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css'))).toBe(true);
  const encodingsFor = async (headers: Record<string, string>) => {
    const answers = await Promise.all(assets.map((a) => request.get(a, { headers })));
    return [...new Set(answers.map((res) => res.headers()['content-encoding']))];
  };
  // The server compresses them in the background after it starts.
  await expect.poll(() => encodingsFor({ 'accept-encoding': 'br' }), { timeout: 30_000 }).toEqual(['br']);
  // A client without brotli still gets gzip, from the server's compression.
  expect(await encodingsFor({ 'accept-encoding': 'gzip' })).toEqual(['gzip']);

  const encodings = new Map<string, string | undefined>();
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (assets.includes(pathname)) encodings.set(pathname, res.headers()['content-encoding']);
  });
  await page.goto(path);
  // Only a hydrated page enables the cart button once a quantity is chosen.
  await page.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
  expect([...encodings.keys()].sort()).toEqual([...new Set(assets)].sort());
  expect([...new Set(encodings.values())]).toEqual(['br']);
});

test("every script a page's HTML runs starts with V8's compile hint, whichever encoding it is sent in", async ({
  request,
}) => {
  const product = await productWithStock(request, 1, 1000);
  const scripts = new Set<string>();
  for (const path of ['/', `/product/${product.slug}`, '/filter', '/login']) {
    const html = await (await request.get(path)).text();
    for (const m of html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"(?![^>]*noModule)/g))
      scripts.add(m[1]!);
  }
  expect(scripts.size).toBeGreaterThan(5);
  for (const encoding of ['br', 'gzip', 'identity']) {
    const starts = await Promise.all(
      [...scripts].map(async (s) =>
        (await (await request.get(s, { headers: { 'accept-encoding': encoding } })).text()).slice(0, 29),
      ),
    );
    expect(new Set(starts), `scripts sent as ${encoding}`).toEqual(
      new Set(['//# allFunctionsCalledOnLoad\n']),
    );
  }
});

test("an optimised image is sent again just as Next's optimiser first sent it, and 304 to a client that has it", async ({
  request,
}) => {
  const product = (await allProducts(request))[0]!;
  const html = await (await request.get(`/product/${product.slug}`)).text();
  const image = html.match(/\/img\/\d+\/[^"\s,]+/)?.[0];
  expect(image).toBeDefined();
  const chromium = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
  const first = await request.get(image!, { headers: chromium });
  const again = await request.get(image!, { headers: chromium });
  // Next's optimiser may have made the first one (MISS); the second comes from a cache either way.
  const kept = ({ date: _date, 'x-nextjs-cache': _cache, ...headers }: Record<string, string>) => headers;
  expect(first.status()).toBe(200);
  expect(again.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('image/webp');
  expect(first.headers()['content-security-policy']).toContain('sandbox');
  expect(kept(again.headers())).toEqual(kept(first.headers()));
  expect((await again.body()).equals(await first.body())).toBe(true);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');

  const etag = first.headers()['etag']!;
  const notModified = await request.get(image!, { headers: { ...chromium, 'if-none-match': etag } });
  expect(notModified.status()).toBe(304);
  expect((await notModified.body()).length).toBe(0);
  // A client without WebP gets the format the optimiser picks for it, not the WebP kept for browsers.
  const other = await request.get(image!, { headers: { accept: 'image/png,*/*' } });
  expect(other.headers()['content-type']).not.toBe('image/webp');
});

test("a cached page's first paint waits for no stylesheet: the CSS it needs is inline, the rest follows", async ({
  page,
  request,
}) => {
  const product = await productWithStock(request, 1, 1000);
  const path = `/product/${product.slug}`;
  // The first response of a page's version waits for it to be prepared, so this one is prepared too.
  const res = await request.get(path, { headers: { 'accept-encoding': 'br' } });
  expect(res.headers()['content-encoding']).toBe('br');
  const html = await res.text();
  expect(html.match(/<style/g)).toHaveLength(1);
  const [css] = html.match(/<style data-precedence="next">[\s\S]*?<\/style>/) ?? [''];
  // The page's own rules are there (the root font); the whole Tailwind build is not.
  expect(css).toContain('font-family:var(--font-sans)');
  expect(css.length).toBeLessThan(40_000);
  expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(/<link rel="stylesheet"/);

  await page.goto(path);
  const blocking = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (e) =>
          (e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
          'blocking',
      )
      .map((e) => e.name),
  );
  expect(blocking).toEqual([]);
  // Once the page hydrates, React adds its stylesheets, and they load.
  await page.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => (link.sheet?.cssRules.length ?? 0) > 0,
        ),
      ),
    )
    .toEqual(expect.arrayContaining([true]));
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet),
    ),
  ).toBe(true);
  // After the inline rules, so that each rule's order among the whole stylesheet's decides, as before.
  const order = await page.evaluate(() =>
    [...document.head.querySelectorAll('style[data-precedence], link[rel="stylesheet"]')].map((e) =>
      e.tagName.toLowerCase(),
    ),
  );
  expect(order.length).toBeGreaterThan(1);
  expect(order).toEqual(['style', ...Array<string>(order.length - 1).fill('link')]);
});

test('a tap as soon as the page has loaded counts, even while its stylesheets are slow to arrive', async ({
  page,
}) => {
  // React holds the hydrated page back until the stylesheets it adds have loaded, and drops a tap made
  // meanwhile, unless the page's HTML marks them as preloaded (server/critical-css.mjs).
  await page.route(/\/_next\/static\/.+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  await page
    .getByTestId('product-card')
    .getByRole('button', { name: MSG.addToCart, exact: true })
    .first()
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test.describe("the image optimiser takes the uploads and the CMS's own images only", () => {
  const webp = { accept: 'image/webp,*/*' };
  const optimiser = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=384&q=75`;

  /** An upload the shop shows, by its path under /uploads/. */
  async function anUpload(request: APIRequestContext) {
    const html = await (await request.get('/')).text();
    const short = html.match(/\/img\/\d+\/([^"\s,?]+)/)?.[1];
    expect(short).toBeDefined();
    return `/uploads/${short}`;
  }

  test('an upload with a query string is refused, not made again per query', async ({ request }) => {
    const upload = await anUpload(request);
    expect((await request.get(optimiser(upload), { headers: webp })).status()).toBe(200);
    const width = '/img/384/' + upload.slice('/uploads/'.length);
    expect((await request.get(width, { headers: webp })).status()).toBe(200);
    for (const url of [
      optimiser(`${upload}?v=1`),
      optimiser(`${upload}?v=2`),
      optimiser(`${upload}#x`),
      `${width}?v=3`,
      `${width}%3Fv=4`,
    ]) {
      const res = await request.get(url, { headers: webp });
      expect(res.status(), url).toBe(400);
    }
  });

  test("only the CMS's origin and port are fetched: other local ports get 400, open or closed", async ({
    request,
  }) => {
    const upload = await anUpload(request);
    const cms = new URL(process.env.E2E_CMS_URL!);
    expect((await request.get(optimiser(`${cms.origin}${upload}`), { headers: webp })).status()).toBe(200);

    // Another server on this machine, serving the same image: open, it would be fetched and optimised.
    const image = await (await request.get(`${cms.origin}${upload}`)).body();
    const other = createHttpServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/webp' });
      res.end(image);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const open = (other.address() as AddressInfo).port;
    const closed = await freePort();
    try {
      for (const url of [
        `http://127.0.0.1:${open}${upload}`,
        `http://localhost:${open}${upload}`,
        `http://127.0.0.1:${closed}${upload}`,
        `http://localhost:${closed}${upload}`,
        `${cms.protocol}//127.0.0.1:${cms.port}${upload}`,
        `${cms.origin}/api/v1/product/filter`,
      ]) {
        const res = await request.get(optimiser(url), { headers: webp });
        expect(res.status(), url).toBe(400);
      }
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});

test("a product's sharing card is drawn once per version, whatever the query", async ({ request }) => {
  const product = (await allProducts(request))[1]!;
  const card = `/product/${product.slug}/opengraph-image`;
  const first = await request.get(`${card}?v=1`);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('image/png');
  // Last-Modified says when the card was drawn, to the second: a card drawn again would say a later one.
  await new Promise((r) => setTimeout(r, 1100));
  for (const query of ['?v=2', '?utm_source=x', '']) {
    const again = await request.get(`${card}${query}`);
    expect(again.status()).toBe(200);
    expect(again.headers()['last-modified']).toBe(first.headers()['last-modified']);
    expect((await again.body()).equals(await first.body())).toBe(true);
  }
});
