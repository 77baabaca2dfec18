import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import { failureSchema } from '@common/contract';
import { contactMessages, enquiries } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';

let t: TestApp;

before(async () => {
  t = await createTestApp();
  const category = await insertCategory(t.database.db, { slug: 'indoor-plants' });
  await insertProduct(t.database.db, category.id, { slug: 'snake-plant', name: 'Snake Plant' });
});

after(async () => {
  await t.close();
});

/** Asserts the contract's failure envelope with the given status and returns it. */
function failed(res: { status: number; body: Record<string, unknown> }, status: number) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  const body = failureSchema.parse(res.body);
  assert.ok(body.message.length > 0, 'a human-readable message');
  return body;
}

async function storedMessages() {
  const [row] = await t.database.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe('query validation', () => {
  it('ids that are not numbers (ids=a,b) are a malformed query: 400', async () => {
    const body = failed(await t.call('GET', '/product/get-all-ids?ids=a,b'), 400);
    assert.equal(body.message, 'ids must be a comma-separated list of numbers');
  });

  it('ids with a negative or decimal number are a malformed query: 400', async () => {
    failed(await t.call('GET', '/product/get-all-ids?ids=1,-2'), 400);
    failed(await t.call('GET', '/product/get-all-ids?ids=1.5'), 400);
  });

  it('a missing ids parameter is a missing required field: 422 with errors', async () => {
    const body = failed(await t.call('GET', '/product/get-all-ids'), 422);
    assert.deepEqual(Object.keys(body.errors ?? {}), ['ids']);
  });

  it('an unknown price_filter value breaks a rule: 422 with errors.price_filter', async () => {
    const body = failed(await t.call('GET', '/product/filter?price_filter=cheapest'), 422);
    assert.deepEqual(Object.keys(body.errors ?? {}), ['price_filter']);
  });

  it('an unknown sort_filter value breaks a rule: 422 with errors.sort_filter', async () => {
    const body = failed(await t.call('GET', '/product/filter?sort_filter=random'), 422);
    assert.deepEqual(Object.keys(body.errors ?? {}), ['sort_filter']);
  });

  it('a repeated query parameter is malformed: 400', async () => {
    const body = failed(await t.call('GET', '/product/filter?name=snake&name=plant'), 400);
    assert.match(body.message, /name/);
    failed(await t.call('GET', '/product/get-all-ids?ids=1&ids=2'), 400);
  });

  it('unknown query parameters are ignored', async () => {
    const res = await t.call('GET', '/product/filter?name=snake&colour=green');
    assert.equal(res.status, 200);
    assert.equal((res.body.data as unknown[]).length, 1);
  });
});

describe('contact message validation', () => {
  it('missing fields: 422 with one error per field, nothing stored', async () => {
    const before = await storedMessages();
    const body = failed(await t.call('POST', '/contactMessage/store', { body: {} }), 422);
    assert.deepEqual(Object.keys(body.errors ?? {}).sort(), ['email', 'message', 'name']);
    assert.equal(await storedMessages(), before);
    assert.equal(t.mailer.sent.length, 0);
  });

  it('blank fields and a malformed email: 422 with the rule broken for each field', async () => {
    const body = failed(
      await t.call('POST', '/contactMessage/store', {
        body: { name: '   ', email: 'asha@example', message: '' },
      }),
      422,
    );
    assert.deepEqual(body.errors, {
      name: 'Name is required',
      email: 'Invalid email address',
      message: 'Message is required',
    });
  });

  it('bad JSON: 400', async () => {
    const body = failed(await t.call('POST', '/contactMessage/store', { body: '{"name": "Asha",' }), 400);
    assert.equal(body.message, 'The request body must be valid JSON');
  });

  it('a JSON value that is not an object: 400', async () => {
    failed(await t.call('POST', '/contactMessage/store', { body: '[1,2]' }), 400);
    failed(await t.call('POST', '/contactMessage/store', { body: 'null' }), 400);
  });

  it('a field of the wrong type (name: 123): 400', async () => {
    const body = failed(
      await t.call('POST', '/contactMessage/store', {
        body: { name: 123, email: 'asha@example.com', message: 'Hello' },
      }),
      400,
    );
    assert.match(body.message, /^name has the wrong type/);
  });

  it('a body over 100 KB: 413 envelope, nothing stored', async () => {
    const before = await storedMessages();
    const big = JSON.stringify({ name: 'Asha', email: 'asha@example.com', message: 'x'.repeat(150 * 1024) });
    const res = await t.call('POST', '/contactMessage/store', {
      body: big,
      headers: { 'Content-Length': String(Buffer.byteLength(big)) },
    });
    const body = failed(res, 413);
    assert.equal(body.message, 'The request body is larger than 100 KB');
    assert.equal(await storedMessages(), before);
  });

  it('a body over 100 KB without a Content-Length header is refused too', async () => {
    const big = JSON.stringify({ name: 'Asha', email: 'asha@example.com', message: 'x'.repeat(150 * 1024) });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const res = await t.app.request('/api/v1/contactMessage/store', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    failed({ status: res.status, body: (await res.json()) as Record<string, unknown> }, 413);
  });

  it('a message over 5000 characters breaks a rule: 422', async () => {
    const body = failed(
      await t.call('POST', '/contactMessage/store', {
        body: { name: 'Asha', email: 'asha@example.com', message: 'x'.repeat(5001) },
      }),
      422,
    );
    assert.deepEqual(Object.keys(body.errors ?? {}), ['message']);
  });

  it('unknown fields are ignored', async () => {
    const res = await t.call('POST', '/contactMessage/store', {
      body: { name: 'Asha', email: 'asha@example.com', message: 'Hello', admin: true },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.status, true);
  });
});

describe('NUL characters (PostgreSQL text cannot hold them)', () => {
  const NUL = 'Text in the request must not contain NUL characters';

  it('in a query parameter: 400, not a server fault', async () => {
    for (const url of [
      '/product/filter?name=%00',
      '/product/filter?category_slug=a%00',
      '/product/get-all-ids?ids=%00',
    ]) {
      assert.equal(failed(await t.call('GET', url), 400).message, NUL, url);
    }
  });

  it('in a product slug: simply not found', async () => {
    for (const url of ['/product/get/snake%00plant', '/product/getSimilarProducts/%00']) {
      assert.equal(failed(await t.call('GET', url), 404).message, 'Product not found', url);
    }
  });

  it('in a JSON body: 400, nothing stored', async () => {
    const before = await storedMessages();
    const body = failed(
      await t.call('POST', '/contactMessage/store', {
        body: { name: 'Asha', email: 'asha@example.com', message: 'a\u0000b' },
      }),
      400,
    );
    assert.equal(body.message, NUL);
    failed(await t.call('POST', '/enquiry/store', { body: { email: 'a\u0000@example.com' } }), 400);
    assert.equal(await storedMessages(), before);
  });

  it('the six characters "\\u0000" written as text are ordinary text', async () => {
    const res = await t.call('POST', '/contactMessage/store', {
      body: '{"name":"Asha","email":"asha@example.com","message":"see \\\\u0000 here"}',
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const rows = await t.database.db.select().from(contactMessages);
    assert.ok(rows.some((r) => r.message === 'see \\u0000 here'));
  });
});

describe('newsletter validation', () => {
  it('a malformed email: 422 with errors.email, nothing stored', async () => {
    const body = failed(await t.call('POST', '/enquiry/store', { body: { email: 'not-an-email' } }), 422);
    assert.deepEqual(body.errors, { email: 'Invalid email address' });
    const [row] = await t.database.db.select({ n: count() }).from(enquiries);
    assert.equal(row?.n, 0);
  });

  it('a missing email: 422 with errors.email', async () => {
    const body = failed(await t.call('POST', '/enquiry/store', { body: {} }), 422);
    assert.deepEqual(Object.keys(body.errors ?? {}), ['email']);
  });

  it('an email of the wrong type: 400', async () => {
    failed(await t.call('POST', '/enquiry/store', { body: { email: ['a@b.com'] } }), 400);
  });

  it('bad JSON: 400', async () => {
    failed(await t.call('POST', '/enquiry/store', { body: 'email=a@b.com' }), 400);
  });
});

describe('whole numbers beyond the database integer range (PostgreSQL would fail with 22003)', () => {
  const tooBig = [2_147_483_648, 2 ** 40, Number.MAX_SAFE_INTEGER];
  const placeBody = (productId: number) => ({
    name: 'Asha Gurung',
    email: 'asha@example.com',
    phone: '6465550142',
    state: 'NY',
    city: 'Queens',
    line1: '12 Garden Lane',
    postal_code: '11101',
    items: [{ product_id: productId, qty: 1 }],
    pid: 'pi_none',
  });

  it('a product id in a cart being initiated: 422 with errors on the line, not 500', async () => {
    for (const id of tooBig) {
      const res = await t.call('POST', '/order/test-initiate', {
        body: { items: [{ product_id: id, qty: 1 }] },
      });
      const body = failed(res, 422);
      assert.deepEqual(Object.keys(body.errors ?? {}), ['items.0.product_id'], String(id));
    }
  });

  it('a product id in an order being placed: 422 with errors on the line', async () => {
    for (const id of tooBig) {
      const body = failed(await t.call('POST', '/order/placeorder', { body: placeBody(id) }), 422);
      assert.deepEqual(Object.keys(body.errors ?? {}), ['items.0.product_id'], String(id));
    }
  });

  it('the largest id the database holds is an ordinary unknown product', async () => {
    const res = await t.call('POST', '/order/test-initiate', {
      body: { items: [{ product_id: 2_147_483_647, qty: 1 }] },
    });
    assert.equal(failed(res, 422).message, 'Product 2147483647 does not exist');
  });

  it('ids beyond the range in a product list are simply not found', async () => {
    const res = await t.call('GET', '/product/get-all-ids?ids=2147483648,99999999999999999999');
    assert.equal(res.status, 200);
    assert.deepEqual((res.body.data as { data: unknown[] }).data, []);
  });
});
