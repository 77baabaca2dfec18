import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PROMO_MSG } from '@common/messages';
import { promotions } from '../src/db/schema';
import { CODE_GUESSES } from '../src/services/promotions/code-guesses';
import { assertAtMost, assertRefusalsSayWhen, burst } from './support/bursts';
import { insertCategory, insertProduct } from './support/fixtures';
import { createTestApp, testDbKind, type TestApp } from './support/harness';
import { listening, postFrom } from './support/real-server';

/**
 * Issue 40: a stranger trying codes one after another through initiate is counted per client address,
 * under a burst too (ADR 0044); a shopper at another address, and a right code, are not held up.
 */
describe(`discount-code guesses (${testDbKind})`, () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listening>>;
  let items: { product_id: number; qty: number }[];
  before(async () => {
    t = await createTestApp();
    server = await listening(t);
    const category = await insertCategory(t.database.db);
    const product = await insertProduct(t.database.db, category.id, { priceCents: 2500, quantity: 100 });
    items = [{ product_id: product.id, qty: 1 }];
    await t.database.db
      .insert(promotions)
      .values({ label: 'Real', code: 'REALCODE', kind: 'percent', value: 5 });
  });
  after(async () => {
    await server.close();
    await t.close();
  });

  it(`checks at most ${CODE_GUESSES.failures} of 40 guesses sent at once; then even a right code waits`, async () => {
    const answers = await burst(40, (i) =>
      postFrom(server.port, '127.0.0.5', '/order/test-initiate', { items, discount_code: `GUESS${i}` }),
    );
    assertAtMost(answers, CODE_GUESSES.failures);
    assertRefusalsSayWhen(answers);
    for (const a of answers) {
      assert.ok(a.status === 422 || a.status === 429, String(a.status));
      if (a.status === 422) assert.equal(a.body.message, PROMO_MSG.unknown);
    }
    const blocked = await postFrom(server.port, '127.0.0.5', '/order/test-initiate', {
      items,
      discount_code: 'REALCODE',
    });
    assert.equal(blocked.status, 429);
    const other = await postFrom(server.port, '127.0.0.6', '/order/test-initiate', {
      items,
      discount_code: 'REALCODE',
    });
    assert.equal(other.status, 200, 'another address is not held up');
    const noCode = await postFrom(server.port, '127.0.0.5', '/order/test-initiate', { items });
    assert.equal(noCode.status, 200, 'the blocked address can still check out without a code');
  });
});
