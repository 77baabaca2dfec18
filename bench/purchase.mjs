// The purchase path: Lighthouse on /cart and /checkout with a cart filled the way a shopper fills it, and
// Interaction to Next Paint of the shop's main taps on a phone-sized page with a 4× CPU slowdown.
import { chromium } from '@playwright/test';
import { log } from './log.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
export const PHONE = { width: 390, height: 844 };
export const CPU_SLOWDOWN = 4;
/** Event Timing reports nothing shorter than this (the API's smallest `durationThreshold`). */
export const INP_FLOOR_MS = 16;

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 === 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** Products for the cart: the first three featured ones in stock (the home page's, as a shopper sees). */
export async function cartProducts(cmsUrl, count = 3) {
  const res = await fetch(`${cmsUrl}/api/v1/product/getFeature`, { signal: AbortSignal.timeout(30_000) });
  const list = (await res.json())?.products?.data ?? [];
  const picked = list.filter((p) => p.quantity >= 5).slice(0, count);
  if (picked.length < count) throw new Error(`the CMS has fewer than ${count} featured products in stock`);
  return picked.map((p) => ({ slug: p.slug, name: p.name }));
}

/**
 * Puts one of each product in the cart as a shopper does: its page, plus, Add to Cart; waits until the
 * header's count says so. The cart is saved in the page's localStorage by the shop's own code.
 */
export async function addToCartAsShopper(page, webUrl, products) {
  for (const [i, product] of products.entries()) {
    await page.goto(`${webUrl}/product/${product.slug}`, { waitUntil: 'networkidle' });
    const panel = page.getByTestId('purchase-panel');
    await panel.getByRole('button', { name: 'Increase Quantity' }).click();
    await panel.getByRole('button', { name: /^(Add to Cart|Update Cart)$/ }).click();
    await page
      .getByTestId('cart-count')
      .filter({ hasText: String(i + 1) })
      .first()
      .waitFor();
  }
}

/**
 * A Lighthouse `prepare` step: fills the cart in the Chromium Lighthouse is about to drive (same profile,
 * so the same localStorage) and empties its HTTP cache, then lets go of it. Lighthouse then runs with
 * `disableStorageReset`.
 */
export function fillCartBeforeLighthouse(webUrl, products) {
  return async (port) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const context = browser.contexts()[0];
      const page = await context.newPage();
      await addToCartAsShopper(page, webUrl, products);
      // Storage stays for Lighthouse; the scripts and images the product pages left in the cache go.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    } finally {
      await browser.close();
    }
  };
}

/** In the page: keeps every Event Timing entry that belongs to an interaction (tap, click, key). */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__interactions.push({ id: e.interactionId, duration: e.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/**
 * The INP of one action: the longest interaction it caused (an interaction's duration is that of its
 * longest event), in ms; the floor when no event reached 16 ms.
 */
async function inpOf(page, action) {
  await page.evaluate(() => {
    window.__interactions = [];
  });
  await action();
  // Entries are delivered after the frame that follows the interaction is painted.
  await page.waitForTimeout(800);
  const worst = await page.evaluate(() => Math.max(0, ...window.__interactions.map((e) => e.duration)));
  return Math.max(worst, INP_FLOOR_MS);
}

/** Waits until the page has loaded and hydrated (the network is quiet, the main thread had a moment). */
async function settled(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
}

/**
 * The measured interactions, in groups sharing one page: `open` brings the page to where the shopper
 * starts, then each step is measured in turn. Names are the report's rows.
 */
export function interactionGroups(products) {
  const [first] = products;
  return [
    {
      open: (page, web) => settled(page, `${web}/filter`),
      steps: [
        [
          'Add to cart from a card (/filter)',
          (p) => p.getByRole('button', { name: 'ADD TO CART' }).first().click(),
        ],
        [
          'Sort by date select, key down (/filter)',
          (p) => p.locator('select[name="sort"]').press('ArrowDown'),
        ],
        [
          'Sort by price select, key down (/filter)',
          (p) => p.locator('select[name="price"]').press('ArrowDown'),
        ],
        ['Filter button (/filter)', (p) => p.getByRole('button', { name: 'Filter', exact: true }).click()],
      ],
    },
    {
      open: (page, web) => settled(page, `${web}/product/${first.slug}`),
      steps: [
        ['Quantity plus (product page)', (p) => p.getByRole('button', { name: 'Increase Quantity' }).click()],
        [
          'Quantity minus (product page)',
          (p) => p.getByRole('button', { name: 'Decrease Quantity' }).click(),
        ],
        ['Open the phone search (header)', (p) => p.getByRole('button', { name: 'Open search' }).click()],
      ],
    },
    {
      open: async (page, web) => {
        await addToCartAsShopper(page, web, products);
        await settled(page, `${web}/cart`);
      },
      steps: [
        [
          'Cart plus (/cart)',
          (p) => p.getByRole('button', { name: `Increase Quantity of ${first.name}` }).click(),
        ],
        [
          'Cart minus (/cart)',
          (p) => p.getByRole('button', { name: `Decrease Quantity of ${first.name}` }).click(),
        ],
        ['Cart remove (/cart)', (p) => p.getByRole('button', { name: 'Remove' }).first().click()],
      ],
    },
    {
      open: async (page, web) => {
        await addToCartAsShopper(page, web, products.slice(0, 1));
        await settled(page, `${web}/checkout`);
        await fillTestCheckout(page);
      },
      steps: [['Pay with the test card, until the button shows it is working (/checkout)', clickPay]],
    },
  ];
}

/** The test processor's checkout form, filled like the browser tests' fillCheckout. */
async function fillTestCheckout(page) {
  const form = page.getByRole('form', { name: 'Payment form' });
  await form.getByRole('button', { name: /^Pay \$/ }).waitFor({ timeout: 60_000 });
  const fields = [
    ['Email', `bench-${Date.now().toString(36)}@example.com`],
    ['Phone', '6465550142'],
    ['Full name', 'Asha Gurung'],
    ['Address line 1', '37-12 74th St'],
    ['City', 'Queens'],
    ['ZIP code', '11372'],
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry (MM/YY)', '12/39'],
    ['CVC', '123'],
  ];
  for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('State', { exact: true }).selectOption('NY');
}

/** The Pay click; measured up to the paint after it, the one that shows the button busy. */
async function clickPay(page) {
  await page
    .getByRole('form', { name: 'Payment form' })
    .getByRole('button', { name: /^Pay \$/ })
    .click();
}

/** One fresh phone-sized context with the CPU slowed down, for one group. */
async function measureGroup(browser, webUrl, group) {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
  try {
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    page.setDefaultTimeout(60_000);
    await group.open(page, webUrl);
    const out = [];
    for (const [name, action] of group.steps) out.push([name, await inpOf(page, () => action(page))]);
    return out;
  } finally {
    await context.close();
  }
}

/**
 * INP of each interaction: `runs` rounds over every group in a fresh context each time, the median per
 * interaction. A failing step is reported with its error and leaves the others standing.
 */
export async function inpSection({ webUrl, products, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  const samples = new Map();
  const errors = new Map();
  try {
    for (let i = 0; i < runs; i++) {
      for (const group of interactionGroups(products)) {
        log(`INP run ${i + 1}/${runs}: ${group.steps.map(([n]) => n.split(' (')[0]).join(', ')}`);
        try {
          for (const [name, value] of await measureGroup(browser, webUrl, group)) {
            if (!samples.has(name)) samples.set(name, []);
            samples.get(name).push(value);
          }
        } catch (err) {
          for (const [name] of group.steps) errors.set(name, err.message.split('\n')[0]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const names = interactionGroups(products).flatMap((g) => g.steps.map(([n]) => n));
  const rows = names.map((name) => ({
    name,
    runs: samples.get(name) ?? [],
    median: median(samples.get(name) ?? []),
    error: samples.has(name) ? null : (errors.get(name) ?? 'not measured'),
  }));
  return { runs, cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE, floorMs: INP_FLOOR_MS, rows };
}

/** The purchase path's pages, as `npm run bench` and `npm run bench:compare -- --pages=purchase` name them. */
export const PURCHASE_PAGES = [
  { name: 'cart', label: 'Cart (filled)', path: '/cart' },
  { name: 'checkout', label: 'Checkout (filled)', path: '/checkout' },
];

/** The purchase path's pages for Lighthouse, each with the step that fills the cart first. */
export function purchasePages(webUrl, products) {
  const prepare = fillCartBeforeLighthouse(webUrl, products);
  // Both are noindex by the spec (a shopper's own cart is no search result): Lighthouse's SEO score counts
  // that against them, so SEO is shown but is not one of their targets (issue 30 lists theirs).
  return PURCHASE_PAGES.map((page) => ({ ...page, url: `${webUrl}${page.path}`, prepare, noindex: true }));
}
