import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ORDER_OPS_MSG } from '@common/messages';
import type { AppDeps } from '../src/deps';
import { refundOrder } from '../src/services/order-operations';
import { ProviderUnavailableError, type PaymentProvider } from '../src/services/payments/provider';
import { testProcessorProvider } from '../src/services/payments/test-processor';
import { createTestApp, type TestApp } from './support/harness';
import { insertCategory } from './support/fixtures';
import { depsOf, orderByPid, stockOf, type Call } from './support/orders-fixtures';
import {
  STAFF,
  eventsOf,
  linesOf,
  newKey,
  paidOrder,
  refundsOf,
  refusal,
} from './support/order-ops-fixtures';

let t: TestApp;
let call: Call;
let categoryId: number;

before(async () => {
  t = await createTestApp();
  call = t.call;
  categoryId = (await insertCategory(t.database.db)).id;
});
after(() => t.close());

/** The test processor behind a switch: fail before it acts, or act and then lose the answer (a timeout). */
function flakyDeps(mode: { before: number; after: number }): { deps: AppDeps; calls: () => number } {
  const real = testProcessorProvider(depsOf(t));
  let calls = 0;
  const provider: PaymentProvider = {
    ...real,
    async refund(pid, amountCents, key, metadata) {
      calls++;
      if (mode.before > 0) {
        mode.before--;
        throw new ProviderUnavailableError('connect ETIMEDOUT');
      }
      const made = await real.refund(pid, amountCents, key, metadata);
      if (mode.after > 0) {
        mode.after--;
        throw new ProviderUnavailableError('socket hang up');
      }
      return made;
    },
  };
  return { deps: depsOf(t, { provider }), calls: () => calls };
}

const refundedByProcessor = async (pid: string) =>
  (await testProcessorProvider(depsOf(t)).listRefunds(pid)).reduce((n, r) => n + r.amountCents, 0);

describe('concurrent refunds', () => {
  it('two staff refunding the whole order at the same moment produce one refund', async () => {
    const { order } = await paidOrder(t, call, categoryId, [[2500, 2]]);
    const results = await Promise.allSettled([
      refundOrder(depsOf(t), order.id, { amount: 50, idempotency_key: newKey() }, STAFF),
      refundOrder(
        depsOf(t),
        order.id,
        { amount: 50, idempotency_key: newKey() },
        { kind: 'staff', id: 8, email: 'staff@example.com', client_address: '198.51.100.4' },
      ),
    ]);
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    const refused = results.find((r) => r.status === 'rejected');
    assert.equal((refused?.reason as { status?: number }).status, 409);
    assert.equal(await refundedByProcessor(order.pid), 5000);
    const row = await orderByPid(t.database.db, order.pid);
    assert.equal(row.refundCents, 5000);
    assert.equal(row.status, 'refunded');
  });

  it('one refund sent twice at once with the same key is made once', async () => {
    const { order } = await paidOrder(t, call, categoryId, [[2500, 2]]);
    const [line] = await linesOf(t.database.db, order.id);
    assert.ok(line);
    const input = { amount: 25, restock: [{ order_item_id: line.id, qty: 1 }], idempotency_key: newKey() };
    const results = await Promise.allSettled([
      refundOrder(depsOf(t), order.id, input, STAFF),
      refundOrder(depsOf(t), order.id, input, STAFF),
    ]);
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    assert.equal(await refundedByProcessor(order.pid), 2500);
    assert.equal((await orderByPid(t.database.db, order.pid)).refundCents, 2500);
    assert.equal(await stockOf(t.database.db, line.productId), 9, 'one unit back, not two');
  });
});

describe('a provider that fails', () => {
  it('leaves the order as it was, says so, and the retry with the same key pays once', async () => {
    const { order } = await paidOrder(t, call, categoryId, [[2500, 2]]);
    const [line] = await linesOf(t.database.db, order.id);
    assert.ok(line);
    const flaky = flakyDeps({ before: 1, after: 0 });
    const input = { amount: 20, restock: [{ order_item_id: line.id, qty: 1 }], idempotency_key: newKey() };
    const message = await refusal(refundOrder(flaky.deps, order.id, input, STAFF), 502);
    assert.equal(message, ORDER_OPS_MSG.providerUnavailable('The test processor'));
    const unchanged = await orderByPid(t.database.db, order.pid);
    assert.equal(unchanged.refundCents, 0);
    assert.equal(unchanged.status, 'processing');
    assert.equal(await stockOf(t.database.db, line.productId), 8);
    assert.deepEqual(
      (await refundsOf(t.database.db, order.id)).map((r) => r.status),
      ['failed'],
    );
    assert.equal((await eventsOf(t.database.db, order.id)).at(-1)?.kind, 'refund.failed');

    const retried = await refundOrder(flaky.deps, order.id, input, STAFF);
    assert.equal(retried.order.refund_amount, 20);
    assert.equal(await refundedByProcessor(order.pid), 2000);
    assert.equal(await stockOf(t.database.db, line.productId), 9);
    assert.equal(flaky.calls(), 2);
  });

  it('when the answer is lost after the provider paid, the retry records that refund and pays nothing more', async () => {
    const { order } = await paidOrder(t, call, categoryId, [[2500, 2]]);
    const flaky = flakyDeps({ before: 0, after: 1 });
    const input = { amount: 50, idempotency_key: newKey() };
    await refusal(refundOrder(flaky.deps, order.id, input, STAFF), 502);
    assert.equal(
      (await orderByPid(t.database.db, order.pid)).refundCents,
      0,
      'not recorded without an answer',
    );
    assert.equal(await refundedByProcessor(order.pid), 5000, 'the processor did pay');

    const retried = await refundOrder(flaky.deps, order.id, input, STAFF);
    assert.equal(retried.order.status, 'refunded');
    assert.equal(await refundedByProcessor(order.pid), 5000, 'and paid once');
    await refusal(refundOrder(flaky.deps, order.id, input, STAFF), 409);
  });
});
