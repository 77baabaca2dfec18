import { pickProduct, placeOneItemOrder, stockOf } from '../support/checkout';
import { allProducts } from '../support/fixtures';
import { expect, test } from './support/test';
import { hostSlot } from './support/slots';

/** A browser's Accept for a page. */
const DOCUMENT = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

// Last in each host's turn (files run in name order): they stop the one CMS, and start it again after.
test("with the CMS down after a purge, the home page and the bought product's page still answer", async ({
  request,
  cms,
}, info) => {
  test.setTimeout(300_000);
  const product = await pickProduct(request, hostSlot(info, 1));
  const stockShown = async () =>
    (await (await request.get(`/product/${product.slug}`, { headers: DOCUMENT })).text()).match(
      /In Stock: (\d+)/,
    )?.[1];
  const before = await stockOf(request, product.id);
  expect(await stockShown()).toBe(String(before));

  await placeOneItemOrder(request, product);
  await cms.stop();
  try {
    const home = await request.get('/', { headers: DOCUMENT });
    expect(home.status()).toBe(200);
    const bought = await request.get(`/product/${product.slug}`, { headers: DOCUMENT });
    expect(bought.status()).toBe(200);
    expect(await bought.text()).toContain(product.name);
  } finally {
    await cms.start();
  }
});

test("with the CMS down, a page never rendered is the shop's 503 page with Retry-After, never a 500", async ({
  request,
  cms,
}, info) => {
  test.setTimeout(300_000);
  // A product no test opens (pickProduct takes stock of 10 or more; 1-pages the last product), one per host.
  const all = await allProducts(request);
  const neverRendered = all.slice(0, -1).filter((p) => p.quantity < 10)[hostSlot(info, 2) - 20]!;
  await cms.stop();
  try {
    const res = await request.get(`/product/${neverRendered.slug}`, { headers: DOCUMENT });
    expect([200, 503]).toContain(res.status());
    if (res.status() === 503) expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
  } finally {
    await cms.start();
  }
});
