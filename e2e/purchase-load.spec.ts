import { expect, test, type Page } from './support/test';
import { checkoutWith, paymentForm, pickProduct, waitForPaymentForm } from './support/checkout';
import { storedCart } from './support/cart';

/**
 * What /cart and /checkout download with a filled cart (issue 30: at most 1.15 × a bare Next page's
 * JavaScript): only the code the page shows. Each library or list is recognised by a string that survives
 * minification. The browser tests' build has no Stripe key, so the test card processor takes the payment.
 */
const NOT_ON_LOAD = [
  { what: "next/image's client component (the thumbnails are plain <img>)", marker: 'data-nimg' },
  { what: 'SWR (the stock look-up is a hook of its own)', marker: 'revalidateOnFocus' },
  // A helper Turbopack kept from zod and esbuild drops: the browser gets the tree-shaken zod (ADR 0062).
  { what: "zod's unused helpers", marker: 'Invalid hex string length' },
];
const NOT_ON_CHECKOUT = [
  ...NOT_ON_LOAD,
  { what: 'Stripe (the test processor pays)', marker: 'js.stripe.com' },
  { what: 'the billing countries (only once billing differs)', marker: 'Åland Islands' },
  {
    what: "Pay's step (checks, order, confirmation: once the shopper works on the form)",
    marker: 'Unexpected answer from the test processor',
  },
];

/** The text of every script the page has loaded so far, from the moment this is called. */
function collectScripts(page: Page): () => Promise<{ url: string; text: string }[]> {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push(res.text().then((text) => ({ url: res.url(), text })));
  });
  return () => Promise.all(scripts);
}

const carrying = (scripts: { url: string; text: string }[], marker: string) =>
  scripts.filter((s) => s.text.includes(marker)).map((s) => s.url);

test.use({ viewport: { width: 412, height: 823 } });

test('the checkout loads neither Stripe, next/image, SWR, all of zod, the countries nor the pay step', async ({
  page,
  request,
}) => {
  const product = await pickProduct(request, 9);
  const scripts = collectScripts(page);
  await checkoutWith(page, [{ product, quantity: 1 }]);
  await waitForPaymentForm(page);
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  for (const { what, marker } of NOT_ON_CHECKOUT) expect(carrying(loaded, marker), what).toEqual([]);

  // Unticked, the billing address comes with its countries.
  await paymentForm(page).getByRole('checkbox', { name: 'Billing address same as shipping' }).uncheck();
  await expect(paymentForm(page).getByLabel('Billing country')).toHaveValue('US');
  expect(carrying(await scripts(), 'Åland Islands').length).toBeGreaterThan(0);
});

test('the cart loads neither next/image, SWR nor all of zod', async ({ page, request }) => {
  const product = await pickProduct(request, 9);
  await page.goto('/order-success');
  await page.evaluate((v) => localStorage.setItem('cart', v), storedCart([{ product, quantity: 1 }]));
  const scripts = collectScripts(page);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  for (const { what, marker } of NOT_ON_LOAD) expect(carrying(loaded, marker), what).toEqual([]);
  // The thumbnail still goes through the image optimiser, and loads.
  const image = page.getByTestId('cart-line').locator('img');
  await expect(image).toHaveAttribute('srcset', /(\/img\/|\/_next\/image\?url=).*\b320w$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
