import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asc } from 'drizzle-orm';
import { sessions, verificationCodes } from '../src/db/schema';
import { purgeExpired, startPurger } from '../src/services/purge';
import { createTestApp, type TestApp } from './support/harness';
import { depsOf, signedInUser } from './support/orders-fixtures';

/** Expired sessions and verification codes are deleted; live ones stay. */
let t: TestApp;
const HOUR = 60 * 60_000;

before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function seed(tag: string) {
  const { user, token } = await signedInUser(t);
  const at = t.clock.now().getTime();
  const db = t.database.db;
  await db.insert(sessions).values([
    { userId: user.id, tokenHash: `${tag}-expired`, expiresAt: new Date(at - HOUR) },
    { userId: user.id, tokenHash: `${tag}-revoked`, expiresAt: new Date(at + HOUR), revokedAt: new Date(at) },
  ]);
  const code = { email: `${tag}@example.com`, purpose: 'reset' as const };
  await db.insert(verificationCodes).values([
    { ...code, codeHash: `${tag}-expired`, expiresAt: new Date(at - 1) },
    { ...code, codeHash: `${tag}-live`, expiresAt: new Date(at + 10 * 60_000) },
  ]);
  return token;
}

const sessionHashes = async () =>
  (await t.database.db.select().from(sessions).orderBy(asc(sessions.id))).map((s) => s.tokenHash);
const codeHashes = async () =>
  (await t.database.db.select().from(verificationCodes).orderBy(asc(verificationCodes.id))).map(
    (c) => c.codeHash,
  );

describe('purging expired sessions and codes', () => {
  it('deletes expired and revoked sessions and expired codes, and keeps live ones', async () => {
    const token = await seed('a');
    const liveSessions = (await sessionHashes()).filter((h) => !h.startsWith('a-'));
    assert.deepEqual(await purgeExpired(depsOf(t)), { sessions: 2, codes: 1 });
    assert.deepEqual(await sessionHashes(), liveSessions);
    assert.deepEqual(await codeHashes(), ['a-live']);
    const res = await t.call('GET', '/order/orders-history', { token });
    assert.equal(res.status, 200, 'the live session still signs in');
  });

  it('runs on its timer until stopped', async () => {
    await seed('b');
    const stop = startPurger(depsOf(t), 5);
    try {
      // Waits for the timer to fire; the test fails only if it never does.
      for (let i = 0; i < 400 && (await codeHashes()).includes('b-expired'); i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      await stop();
    }
    assert.deepEqual(await codeHashes(), ['a-live', 'b-live']);
    assert.ok(!(await sessionHashes()).some((h) => h.startsWith('b-')));
  });
});
