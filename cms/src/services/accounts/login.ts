import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG } from '@common/messages';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { manyFailedSignInsNotice } from '../emails/account-notices';
import { sendSafely } from '../mailer';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../passwords';
import { judgedUnder } from '../attempt-limiter';
import { LOGIN_SLOWDOWN, type LoginAttempt } from '../rate-limits';
import { normalizeEmail, toSessionUser, type AccountContext, type UserRow } from './common';

const realPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Checks an account's password, slowed down while the account has many recent failures from anywhere. An
 * unknown email costs the same hashing work as a wrong password, so the timing does not tell them apart.
 */
async function passwordMatches(ctx: AccountContext, pauseMs: number, password: string, user: UserRow | null) {
  if (pauseMs > 0) await (ctx.deps.pause ?? realPause)(pauseMs);
  return user ? verifyPassword(password, user.passwordHash) : verifyAgainstDummy(password, ctx.cost);
}

/** Keeps a wrong password's point; the failure that makes them "many" tells the account's owner by mail. */
async function failed(ctx: AccountContext, attempt: LoginAttempt, user: UserRow | null) {
  const failures = await attempt.failed();
  if (user && failures === LOGIN_SLOWDOWN.noticeAtFailures) {
    void sendSafely(ctx.deps.mailer, manyFailedSignInsNotice(user.email, user.name, failures));
  }
  return new HttpError(401, ACCOUNT_MSG.invalidCredentials);
}

/**
 * Signs in and opens a session. The attempt is taken before the password is checked, so attempts sent at
 * once are each counted (docs/adr/0044). Wrong passwords block only this account from this client address
 * (and an address trying many accounts): a stranger cannot lock the customer out (docs/adr/0012).
 */
export async function login(ctx: AccountContext, rawEmail: string, password: string, address: string) {
  const { limits, deps, cost } = ctx;
  const email = normalizeEmail(rawEmail);
  const attempt = await limits.takeLogin(email, address);
  const { user, ok } = await judgedUnder(attempt, async () => {
    const found = await ctx.findByEmail(email);
    return { user: found, ok: await passwordMatches(ctx, attempt.pauseMs, password, found) };
  });
  if (!user || !ok) throw await failed(ctx, attempt, user);
  await attempt.succeeded();
  if (needsRehash(user.passwordHash, cost)) {
    const passwordHash = await hashPassword(password, cost);
    await deps.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  const accessToken = await ctx.sessions.create(user.id);
  return { user: toSessionUser(user), access_token: accessToken };
}
