import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import { updateOrderResponse } from '@common/contract';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { meta, products } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed/index';
import { releaseExpiredHolds } from '../src/services/holds';
import type { AppDeps } from '../src/deps';
import {
  createTestApp,
  freshDatabase,
  MemoryMailer,
  TestClock,
  testConfig,
  testDbKind,
  throwawayDatabaseUrl,
} from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { callerFor, orderByPid, placeOrder, stockOf } from './support/orders-fixtures';

/**
 * What several CMS instances sharing one database rely on. On PostgreSQL each "instance" has its own
 * connection pool to one database, as separate processes would; a PGlite directory belongs to one process,
 * so there the instances share one handle and only the application-level races remain.
 */
const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** `n` handles on one brand-new database. */
async function sharedDatabase(n: number): Promise<Database[]> {
  if (testDbKind === 'postgres') {
    const throwaway = await throwawayDatabaseUrl();
    cleanups.push(() => throwaway.drop());
    // Opened together, as a cluster's first start does: each migrates the same empty database.
    const handles = await Promise.all(
      Array.from({ length: n }, () => openDatabase({ databaseUrl: throwaway.url })),
    );
    cleanups.push(async () => {
      for (const h of handles) await h.close();
    });
    return handles;
  }
  const database = await freshDatabase();
  cleanups.push(() => database.close());
  return Array.from({ length: n }, () => database);
}

describe(`several instances on one database (${testDbKind})`, () => {
  test('instances starting together on a fresh database all migrate and seed it once', async () => {
    const opened = await sharedDatabase(3);
    const config = loadConfig({});
    const seeded = await Promise.all(opened.map((d) => seedIfEmpty(d.db, config)));
    assert.equal(seeded.filter(Boolean).length, 1, 'exactly one instance seeds');
    const db = opened[0]!.db;
    const [markers] = await db.select({ n: count() }).from(meta);
    const [catalogue] = await db.select({ n: count() }).from(products);
    assert.equal(markers?.n, 1);
    assert.equal(catalogue?.n, 88);
  });

  describe('orders reaching two instances at once', () => {
    const clock = new TestClock();
    const mailers = [new MemoryMailer(), new MemoryMailer()];
    let deps: AppDeps[];
    let calls: ReturnType<typeof callerFor>[];
    let categoryId: number;

    before(async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-instances-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const config = testConfig(dataDir);
      const handles = await sharedDatabase(2);
      deps = handles.map((h, i) => ({ db: h.db, config, mailer: mailers[i]!, now: clock.now }));
      calls = deps.map((d) => callerFor(d));
      categoryId = (await insertCategory(deps[0]!.db)).id;
    });

    test('one payment updated on both at the same moment: one order number, stock taken once, one email', async () => {
      const db = deps[0]!.db;
      const p = await insertProduct(db, categoryId, { priceCents: 1200, quantity: 9 });
      const { payment, orderNo } = await placeOrder(calls[0]!, [{ product_id: p.id, qty: 3 }]);
      await calls[1]!('POST', '/payments/test/confirm', {
        body: { client_secret: payment.client_secret, card_number: '4242 4242 4242 4242' },
      });
      const sentBefore = mailers[0]!.sent.length + mailers[1]!.sent.length;

      const answers = await Promise.all(
        [0, 1, 0, 1].map((i) =>
          calls[i]!('POST', '/order/test/update-order', { body: { pid: payment.pid } }),
        ),
      );
      for (const a of answers) {
        assert.equal(a.status, 200);
        assert.equal(updateOrderResponse.parse(a.body).data.order_no, orderNo);
      }
      assert.equal(
        mailers[0]!.sent.length + mailers[1]!.sent.length - sentBefore,
        1,
        'one confirmation email',
      );
      assert.equal(await stockOf(db, p.id), 6, 'stock taken once');
      assert.equal((await orderByPid(db, payment.pid)).status, 'processing');
    });

    test("an expired hold is released once when both instances' sweepers run together", async () => {
      const db = deps[0]!.db;
      const p = await insertProduct(db, categoryId, { priceCents: 800, quantity: 4 });
      await placeOrder(calls[0]!, [{ product_id: p.id, qty: 2 }]);
      await placeOrder(calls[1]!, [{ product_id: p.id, qty: 2 }]);
      assert.equal(await stockOf(db, p.id), 0);
      clock.advance(24 * 60 * 60 * 1000);
      const released = await Promise.all(deps.map((d) => releaseExpiredHolds(d)));
      assert.equal(released[0]! + released[1]!, 2);
      assert.equal(await stockOf(db, p.id), 4);
    });
  });

  test('five wrong passwords on one instance get the sixth try on the other a 429', async () => {
    const handles = await sharedDatabase(2);
    const config = testConfig(tmpdir());
    const [a, b] = handles.map((h) =>
      callerFor({ db: h.db, config, mailer: new MemoryMailer(), now: () => new Date() }),
    );
    const login = (call: typeof a) =>
      call!('POST', '/user/login', { body: { email: 'nobody@example.com', password: 'wrong-password-1' } });
    for (let i = 0; i < 5; i++) assert.equal((await login(a)).status, 401);
    const sixth = await login(b);
    assert.equal(sixth.status, 429);
    assert.ok(Number(sixth.headers.get('retry-after')) > 0);
  });

  test('GET /health answers 200 while the database answers and 503 once it does not', async () => {
    const t = await createTestApp();
    const up = await t.app.request('/health');
    assert.equal(up.status, 200);
    assert.deepEqual(await up.json(), { status: true });
    await t.close();
    const down = await t.app.request('/health');
    assert.equal(down.status, 503);
    assert.equal(((await down.json()) as { status: boolean }).status, false);
  });
});
