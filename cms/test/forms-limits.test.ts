import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import { clientAddressHeaders } from '@common/client-address';
import { failureSchema } from '@common/contract';
import { contactMessages, enquiries } from '../src/db/schema';
import { SHOP_LIMITS } from '../src/services/rate-limits';
import { createTestApp, type TestApp } from './support/harness';

/** Spam through the contact form and the newsletter: limited per client address (the signed header). */
const SECRET = 'forms-limits-secret';
let t: TestApp;
let n = 0;

const from = (address: string) => clientAddressHeaders(address, SECRET);
const message = (address: string) =>
  t.call('POST', '/contactMessage/store', {
    body: { name: 'Asha Gurung', email: `asha${(n += 1)}@example.com`, message: 'Do you ship orchids?' },
    headers: from(address),
  });
const signup = (address: string) =>
  t.call('POST', '/enquiry/store', {
    body: { email: `reader${(n += 1)}@example.com` },
    headers: from(address),
  });

/**
 * The limiter's window runs on the real clock from the first request, so Retry-After is the window less
 * the seconds the requests took (on a busy machine, more than one).
 */
function assertRetryAfter(res: { headers: Headers }, seconds: number, startedAt: number) {
  const retry = Number(res.headers.get('Retry-After'));
  const elapsed = Math.ceil((Date.now() - startedAt) / 1000);
  assert.ok(retry <= seconds && retry >= seconds - elapsed, `Retry-After ${retry}, window ${seconds} s`);
}

async function rows(table: typeof contactMessages | typeof enquiries): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

before(async () => {
  t = await createTestApp({ CLIENT_ADDRESS_SECRET: SECRET });
});
after(() => t.close());

describe('contact messages per client address', () => {
  const { points, seconds } = SHOP_LIMITS.contactMessagesPerAddress;

  it(`takes ${points} messages in 10 minutes from one address, then 429 with Retry-After`, async () => {
    const startedAt = Date.now();
    for (let i = 0; i < points; i++)
      assert.equal((await message('192.0.2.60')).status, 201, `message ${i + 1}`);
    const mailsBefore = t.mailer.sent.length;
    const blocked = await message('192.0.2.60');
    assert.equal(blocked.status, 429);
    assertRetryAfter(blocked, seconds, startedAt);
    assert.equal(
      failureSchema.parse(blocked.body).message,
      'Too many messages have been sent from your connection. Please try again in 10 minutes.',
    );
    assert.equal(await rows(contactMessages), points, 'the refused message is not stored');
    assert.equal(t.mailer.sent.length, mailsBefore, 'nor mailed');
    assert.equal((await message('192.0.2.61')).status, 201, 'another address is not limited');
  });
});

describe('newsletter sign-ups per client address', () => {
  const { points, seconds } = SHOP_LIMITS.signupsPerAddress;

  it(`takes ${points} sign-ups in 10 minutes from one address, then 429 with Retry-After`, async () => {
    const startedAt = Date.now();
    for (let i = 0; i < points; i++)
      assert.equal((await signup('192.0.2.70')).status, 200, `sign-up ${i + 1}`);
    const blocked = await signup('192.0.2.70');
    assert.equal(blocked.status, 429);
    assertRetryAfter(blocked, seconds, startedAt);
    assert.equal(
      failureSchema.parse(blocked.body).message,
      'Too many sign-ups have been made from your connection. Please try again in 10 minutes.',
    );
    assert.equal(await rows(enquiries), points, 'the refused sign-up is not stored');
    assert.equal((await signup('192.0.2.71')).status, 200, 'another address is not limited');
  });
});
