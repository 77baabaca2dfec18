import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { failureSchema, testConfirmResponse } from '@common/contract';
import { payments } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { PAYMENT_CANCELED } from '@common/messages';
import { initiate, orderByPid, placeOrder, placeOrderBody, type Initiated } from './support/orders-fixtures';

let t: TestApp;
let categoryId: number;
const STOREFRONT = 'http://shop.test';

before(async () => {
  t = await createTestApp({ STOREFRONT_ORIGIN: STOREFRONT });
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

async function startPayment(): Promise<Initiated> {
  const p = await insertProduct(t.database.db, categoryId, { priceCents: 2599, quantity: 10 });
  return (await placeOrder(t.call, [{ product_id: p.id, qty: 1 }])).payment;
}
const confirm = (body: Record<string, unknown>) => t.call('POST', '/payments/test/confirm', { body });
const statusOf = async (pid: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.pid, pid)))[0]?.status;
const update = (pid: string) => t.call('POST', '/order/test/update-order', { body: { pid } });

/** Raw request to the HTML authentication step (not JSON). */
const page = (url: string, init?: RequestInit) => t.app.request(url, init);
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function requiresAction(payment: Initiated, returnUrl?: string): Promise<URL> {
  const res = await confirm({
    client_secret: payment.client_secret,
    card_number: '4000 0027 6000 3184',
    ...(returnUrl ? { return_url: returnUrl } : {}),
  });
  assert.equal(res.status, 200);
  const data = testConfirmResponse.parse(res.body).data;
  assert.equal(data.outcome, 'requires_action');
  assert.ok(data.redirect_url);
  return new URL(data.redirect_url);
}

describe('POST /payments/test/confirm', () => {
  it('4242 4242 4242 4242 succeeds and update-order marks the order paid', async () => {
    const payment = await startPayment();
    const res = await confirm({ client_secret: payment.client_secret, card_number: '4242 4242 4242 4242' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: true, data: { outcome: 'succeeded' } });
    assert.equal(await statusOf(payment.pid), 'succeeded');
    assert.equal((await update(payment.pid)).status, 200);
    assert.equal((await orderByPid(t.database.db, payment.pid)).status, 'processing');
  });

  it('4000 0000 0000 0002 is declined (HTTP 200, outcome declined, a message) and can be retried', async () => {
    const payment = await startPayment();
    const res = await confirm({ client_secret: payment.client_secret, card_number: '4000000000000002' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      status: true,
      message: 'Your card was declined.',
      data: { outcome: 'declined' },
    });
    assert.equal(await statusOf(payment.pid), 'failed');
    assert.equal((await update(payment.pid)).status, 402);

    const retry = await confirm({ client_secret: payment.client_secret, card_number: '4242-4242-4242-4242' });
    assert.equal(testConfirmResponse.parse(retry.body).data.outcome, 'succeeded');
  });

  it('declines any other card number with a clear message', async () => {
    const payment = await startPayment();
    const res = await confirm({ client_secret: payment.client_secret, card_number: '5555 5555 5555 4444' });
    assert.equal(res.status, 200);
    assert.equal(testConfirmResponse.parse(res.body).data.outcome, 'declined');
    assert.equal(
      res.body.message,
      'Your card was declined. The test processor accepts only its test cards, e.g. 4242 4242 4242 4242.',
    );
  });

  it('4000 0027 6000 3184 requires authentication on a page of the CMS', async () => {
    const payment = await startPayment();
    const url = await requiresAction(payment);
    assert.equal(url.origin, 'http://cms.test');
    assert.equal(url.pathname, '/api/v1/payments/test/authenticate');
    assert.equal(url.searchParams.get('pid'), payment.pid);
    assert.equal(url.searchParams.get('return_url'), `${STOREFRONT}/update-order`);
    assert.equal(await statusOf(payment.pid), 'requires_action');
    assert.equal((await update(payment.pid)).status, 402);
  });

  it('refuses a completed payment (409), an unknown secret (404) and a malformed card (422)', async () => {
    const payment = await startPayment();
    await confirm({ client_secret: payment.client_secret, card_number: '4242424242424242' });
    const again = await confirm({ client_secret: payment.client_secret, card_number: '4000000000000002' });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'This payment has already been completed');
    assert.equal(await statusOf(payment.pid), 'succeeded');

    const unknown = await confirm({ client_secret: 'pi_test_x_secret_y', card_number: '4242424242424242' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Payment not found');

    const bad = await confirm({ client_secret: payment.client_secret, card_number: '4242' });
    assert.equal(bad.status, 422);
    assert.equal(failureSchema.parse(bad.body).errors?.card_number, 'Card number must be 12 to 19 digits');
  });

  it('refuses a return URL outside the storefront (no open redirect)', async () => {
    const payment = await startPayment();
    for (const returnUrl of [
      'https://evil.example/update-order',
      'http://shop.test.evil.example/',
      'javascript:alert(1)',
    ]) {
      const res = await confirm({
        client_secret: payment.client_secret,
        card_number: '4000002760003184',
        return_url: returnUrl,
      });
      assert.equal(res.status, 422, returnUrl);
      assert.equal(res.body.message, `The return URL must be a page of ${STOREFRONT}`);
    }
    assert.equal(await statusOf(payment.pid), 'requires_payment_method');
  });
});

describe('the authentication page', () => {
  it('shows the amount with Complete and Fail buttons', async () => {
    const payment = await startPayment();
    const url = await requiresAction(payment);
    const res = await page(url.pathname + url.search);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    const html = await res.text();
    assert.ok(html.includes('<h1>Test payment authentication</h1>'));
    assert.ok(html.includes(`$${(payment.total / 100).toFixed(2)}`), 'shows the amount');
    assert.ok(html.includes('value="complete">Complete</button>'));
    assert.ok(html.includes('value="fail">Fail</button>'));
    assert.ok(!html.includes('<script'), 'no script needed');
  });

  it('has its own tight policy: its one inline style by hash, forms to the CMS and the storefront only', async () => {
    const payment = await startPayment();
    const url = await requiresAction(payment);
    const res = await page(url.pathname + url.search);
    const html = await res.text();
    const policy = (res.headers.get('content-security-policy') ?? '').split('; ');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    assert.equal(styles.length, 1);
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    assert.deepEqual(policy, [
      "default-src 'none'",
      `style-src 'sha256-${hash}'`,
      `form-action 'self' ${STOREFRONT}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ]);
    assert.ok(!/style=/.test(html), 'no style attribute, which the hash would not allow');

    // Its error pages (an unknown payment here) are the same page with the same policy.
    const missing = await page(
      `/api/v1/payments/test/authenticate?pid=pi_test_nope&return_url=${encodeURIComponent(STOREFRONT)}`,
    );
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('content-security-policy'), policy.join('; '));
    // Neither is stored: Back after the step asks again instead of showing the old form.
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.equal(missing.headers.get('cache-control'), 'no-store');
  });

  it('Complete marks the payment succeeded and redirects (303) to the return URL with payment_intent', async () => {
    const payment = await startPayment();
    await requiresAction(payment, `${STOREFRONT}/update-order?from=checkout`);
    const res = await page(
      '/api/v1/payments/test/authenticate',
      form({
        pid: payment.pid,
        return_url: `${STOREFRONT}/update-order?from=checkout`,
        decision: 'complete',
      }),
    );
    assert.equal(res.status, 303);
    const target = new URL(res.headers.get('location') ?? '');
    assert.equal(target.origin + target.pathname, `${STOREFRONT}/update-order`);
    assert.equal(target.searchParams.get('from'), 'checkout');
    assert.equal(target.searchParams.get('payment_intent'), payment.pid);
    assert.equal(target.searchParams.get('redirect_status'), 'succeeded');
    assert.equal(await statusOf(payment.pid), 'succeeded');
    assert.equal((await update(payment.pid)).status, 200);

    // The step is over: the page and the form refuse a second decision.
    const again = await page(
      '/api/v1/payments/test/authenticate',
      form({ pid: payment.pid, return_url: `${STOREFRONT}/update-order`, decision: 'fail' }),
    );
    assert.equal(again.status, 409);
    const html = await again.text();
    assert.ok(html.includes('This payment is not waiting for authentication'));
    // Not a dead end: Back after paying lands here, and the page links back to the shop.
    assert.ok(html.includes(`<a href="${STOREFRONT}/">Back to the shop</a>`), html);
    assert.equal(await statusOf(payment.pid), 'succeeded');
  });

  it('Fail marks the payment failed and redirects with redirect_status=failed', async () => {
    const payment = await startPayment();
    await requiresAction(payment);
    const res = await page(
      '/api/v1/payments/test/authenticate',
      form({ pid: payment.pid, return_url: `${STOREFRONT}/update-order`, decision: 'fail' }),
    );
    assert.equal(res.status, 303);
    assert.equal(
      res.headers.get('location'),
      `${STOREFRONT}/update-order?payment_intent=${payment.pid}&redirect_status=failed`,
    );
    assert.equal(await statusOf(payment.pid), 'failed');
    const upd = await update(payment.pid);
    assert.equal(upd.status, 402);
    assert.equal(upd.body.message, 'Payment has not been completed');
  });

  it('refuses a foreign return URL on the page and in the form (400), changing nothing', async () => {
    const payment = await startPayment();
    await requiresAction(payment);
    const evil = 'https://evil.example/steal';
    const get = await page(
      `/api/v1/payments/test/authenticate?pid=${payment.pid}&return_url=${encodeURIComponent(evil)}`,
    );
    assert.equal(get.status, 400);
    assert.ok((await get.text()).includes('This return address is not allowed'));
    const post = await page(
      '/api/v1/payments/test/authenticate',
      form({ pid: payment.pid, return_url: evil, decision: 'complete' }),
    );
    assert.equal(post.status, 400);
    assert.equal(post.headers.get('location'), null);
    assert.equal(await statusOf(payment.pid), 'requires_action');
  });

  it('refuses a payment canceled while it waited (its order was replaced), on the page and in the form', async () => {
    const p = await insertProduct(t.database.db, categoryId, { priceCents: 2599, quantity: 10 });
    const items = [{ product_id: p.id, qty: 1 }];
    const placeWith = async (payment: Initiated) => {
      const res = await t.call('POST', '/order/placeorder', {
        body: placeOrderBody(payment.pid, items, { email: 'replaced@example.com' }),
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    const payment = await initiate(t.call, items);
    await placeWith(payment);
    const url = await requiresAction(payment);
    await placeWith(await initiate(t.call, items));
    assert.equal(await statusOf(payment.pid), 'canceled');

    const get = await page(url.pathname + url.search);
    assert.equal(get.status, 409);
    const html = await get.text();
    assert.ok(html.includes(PAYMENT_CANCELED), html);
    assert.ok(!html.includes('<form'), 'no form to complete it');
    const post = await page(
      '/api/v1/payments/test/authenticate',
      form({ pid: payment.pid, return_url: `${STOREFRONT}/update-order`, decision: 'complete' }),
    );
    assert.equal(post.status, 409);
    assert.ok((await post.text()).includes(PAYMENT_CANCELED));
    assert.equal(post.headers.get('location'), null);
    assert.equal(await statusOf(payment.pid), 'canceled');
    assert.equal((await update(payment.pid)).status, 402);
  });

  it('answers an HTML 404 for an unknown payment and 400 for a missing decision', async () => {
    const res = await page(
      `/api/v1/payments/test/authenticate?pid=pi_test_nope&return_url=${encodeURIComponent(STOREFRONT)}`,
    );
    assert.equal(res.status, 404);
    assert.ok((await res.text()).includes('Payment not found'));
    const payment = await startPayment();
    await requiresAction(payment);
    const noDecision = await page(
      '/api/v1/payments/test/authenticate',
      form({ pid: payment.pid, return_url: STOREFRONT }),
    );
    assert.equal(noDecision.status, 400);
    assert.equal(await statusOf(payment.pid), 'requires_action');
  });
});

describe('the test processor when it may not run', () => {
  it('refuses every step with 503 in production without ALLOW_TEST_PAYMENTS', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', STOREFRONT_ORIGIN: STOREFRONT });
    try {
      const res = await prod.call('POST', '/payments/test/confirm', {
        body: { client_secret: 'pi_test_a_secret_b', card_number: '4242424242424242' },
      });
      assert.equal(res.status, 503);
      assert.equal(res.body.message, 'Test payments are disabled on this server');
      const html = await prod.app.request(
        `/api/v1/payments/test/authenticate?pid=pi_test_a&return_url=${encodeURIComponent(STOREFRONT)}`,
      );
      assert.equal(html.status, 503);
      const upd = await prod.call('POST', '/order/test/update-order', { body: { pid: 'pi_test_a' } });
      assert.equal(upd.status, 503);
    } finally {
      await prod.close();
    }
  });

  it('answers 404 when Stripe is the configured provider', async () => {
    const stripeShop = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake' });
    try {
      const res = await stripeShop.call('POST', '/payments/test/confirm', {
        body: { client_secret: 'x', card_number: '4242424242424242' },
      });
      assert.equal(res.status, 404);
      assert.equal(res.body.message, 'The test processor is not enabled on this shop');
      const cat = await insertCategory(stripeShop.database.db);
      const p = await insertProduct(stripeShop.database.db, cat.id);
      const init = await stripeShop.call('POST', '/order/test-initiate', {
        body: { items: [{ product_id: p.id, qty: 1 }] },
      });
      assert.equal(init.status, 400);
      assert.equal(init.body.message, 'This shop takes payments through Stripe, not test');
    } finally {
      await stripeShop.close();
    }
  });

  it('has no webhook endpoint of its own', async () => {
    const res = await t.call('POST', '/payments/stripe/webhook', { body: '{}' });
    assert.equal(res.status, 404);
    assert.equal(res.body.message, 'Stripe is not configured on this server');
  });
});
