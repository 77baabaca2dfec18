import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { signedInUser } from './support/orders-fixtures';

/**
 * Every call of the contract (shared/cms-api.md), each sent malformed bodies under several content types:
 * whatever arrives, the answer is a 4xx (or a 2xx for calls that ignore their body), never a 5xx.
 */
const ENDPOINTS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/category/getFeature'],
  ['GET', '/carousel/get'],
  ['GET', '/product/getFeature'],
  ['GET', '/product/getOffer'],
  ['GET', '/choose/get'],
  ['GET', '/product/get-all-ids?ids=1,2'],
  ['GET', '/product/get/snake-plant'],
  ['GET', '/product/getSimilarProducts/snake-plant'],
  ['GET', '/product/filter?name=a'],
  ['GET', '/toc-page/get'],
  ['GET', '/privacy/get'],
  ['GET', '/refund/get'],
  ['GET', '/about-page/get'],
  ['GET', '/contact-page/get'],
  ['POST', '/contactMessage/store'],
  ['POST', '/enquiry/store'],
  ['POST', '/user/login'],
  ['POST', '/user/logout'],
  ['POST', '/user/register/send-verifycode'],
  ['POST', '/user/register'],
  ['POST', '/user/sendVerificationCode'],
  ['POST', '/user/checkVerificationCode'],
  ['POST', '/user/forgotPassword/changepassword'],
  ['GET', '/user/get/1'],
  ['POST', '/user/update'],
  ['POST', '/order/test-initiate'],
  ['POST', '/order/placeorder'],
  ['POST', '/order/test/update-order'],
  ['GET', '/order/orders-history'],
  ['POST', '/payments/stripe/webhook'],
  ['POST', '/payments/test/confirm'],
  ['POST', '/payments/test/authenticate'],
  ['GET', '/payments/test/authenticate?pid=x&return_url=http://localhost:3000/'],
];

const CONTENT_TYPES = [
  'application/json',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/json; charset=utf-16',
  'image/png',
  '',
];

const BODIES: string[] = [
  '',
  'not json',
  '{"email":',
  '[]',
  'null',
  '"string"',
  '12',
  '{"email":{"$gt":""},"password":[1,2]}',
  '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n',
  '--xyz--\r\n',
  'a=1&a=2&decision[]=complete',
  '{"items":[{"product_id":1e309,"qty":-1}]}',
  `{"${'k'.repeat(5000)}":1}`,
  '\u0000\u0001\uffff',
  '{"pid":"\\u0000"}',
];

let t: TestApp;
let token: string;

before(async () => {
  t = await createTestApp();
  const category = await insertCategory(t.database.db, { slug: 'indoor-plants' });
  await insertProduct(t.database.db, category.id, { slug: 'snake-plant', name: 'Snake Plant' });
  ({ token } = await signedInUser(t));
});

after(async () => {
  await t.close();
});

describe('malformed bodies and content types on every contract call', () => {
  it('multipart content type with a body that is not multipart: 4xx (the probe found a 500)', async () => {
    const res = await t.app.request('/api/v1/payments/test/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: 'not multipart',
    });
    assert.ok(res.status >= 400 && res.status < 500, `answered ${res.status}`);
  });

  for (const [method, path] of ENDPOINTS) {
    it(`${method} ${path}: never a 5xx`, async () => {
      for (const type of CONTENT_TYPES) {
        for (const body of BODIES) {
          // Signed in, so calls that need a session read their bodies too.
          const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
          if (type) headers['Content-Type'] = type;
          const res = await t.app.request(`/api/v1${path}`, {
            method,
            headers,
            ...(method === 'POST' ? { body } : {}),
          });
          await res.arrayBuffer();
          assert.ok(res.status < 500, `${method} ${path} [${type}] ${JSON.stringify(body)} → ${res.status}`);
        }
      }
    });
  }
});
