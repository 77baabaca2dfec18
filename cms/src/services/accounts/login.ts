import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG } from '@common/messages';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { manyFailedSignInsNotice } from '../emails/account-notices';
import { sendSafely } from '../mailer';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../passwords';
import { LOGIN_SLOWDOWN, loginPauseMs } from '../rate-limits';
import { normalizeEmail, toSessionUser, type AccountContext, type UserRow } from './common';

const realPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Checks an account's password, slowed down while the account has many recent failures from anywhere. An
 * unknown email costs the same hashing work as a wrong password, so the timing does not tell them apart.
 */
async function passwordMatches(ctx: AccountContext, email: string, password: string, user: UserRow | null) {
  const pause = loginPauseMs(await ctx.limits.accountLoginFailures(email));
  if (pause > 0) await (ctx.deps.pause ?? realPause)(pause);
  return user ? verifyPassword(password, user.passwordHash) : verifyAgainstDummy(password, ctx.cost);
}

/** Counts a wrong password; the failure that makes them "many" tells the account's owner by mail. */
async function failed(ctx: AccountContext, email: string, address: string, user: UserRow | null) {
  const failures = await ctx.limits.loginFailed(email, address);
  if (user && failures === LOGIN_SLOWDOWN.noticeAtFailures) {
    void sendSafely(ctx.deps.mailer, manyFailedSignInsNotice(user.email, user.name, failures));
  }
  return new HttpError(401, ACCOUNT_MSG.invalidCredentials);
}

/**
 * Signs in and opens a session. Wrong passwords block only this account from this client address (and an
 * address trying many accounts): a stranger cannot lock the customer out (docs/adr/0012).
 */
export async function login(ctx: AccountContext, rawEmail: string, password: string, address: string) {
  const { limits, deps, cost } = ctx;
  const email = normalizeEmail(rawEmail);
  await limits.checkLogin(email, address);
  const user = await ctx.findByEmail(email);
  const ok = await passwordMatches(ctx, email, password, user);
  if (!user || !ok) throw await failed(ctx, email, address, user);
  await limits.loginSucceeded(email, address);
  if (needsRehash(user.passwordHash, cost)) {
    const passwordHash = await hashPassword(password, cost);
    await deps.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  const accessToken = await ctx.sessions.create(user.id);
  return { user: toSessionUser(user), access_token: accessToken };
}
