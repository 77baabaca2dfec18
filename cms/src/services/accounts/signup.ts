import type { SessionUser, SignupInput } from '@common/contract';
import { ACCOUNT_MSG } from '@common/messages';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { signupCodeEmail } from '../emails/account-codes';
import { hashPassword } from '../passwords';
import { checkCodeLimited } from './code-checks';
import {
  assertUncommonPassword,
  emailTaken,
  isUniqueViolation,
  normalizeEmail,
  toSessionUser,
  type AccountContext,
} from './common';

/**
 * Emails a signup code. 409 when the email has an account; 503 when the email cannot be sent. The client
 * address is counted before the email is looked up, so the 409 cannot be asked for without limit.
 */
export async function sendSignupCode(
  ctx: AccountContext,
  input: SignupInput,
  address: string,
): Promise<void> {
  const { limits, codes, deps } = ctx;
  const email = normalizeEmail(input.email);
  await limits.takeCodeRequest(address);
  assertUncommonPassword(input.password, 'password');
  if (await ctx.findByEmail(email)) throw emailTaken();
  await limits.takeCodeSend(email);
  const { id, code } = await codes.issue(email, 'signup');
  try {
    await deps.mailer.send(signupCodeEmail(email, input.name, code));
  } catch (err) {
    console.error(`[mail] could not send the signup code to ${email}:`, (err as Error).message);
    await codes.discard(id);
    await limits.giveBackCodeSend(email, address);
    throw new HttpError(503, ACCOUNT_MSG.mailFailed);
  }
}

/**
 * Creates the account when the signup code is right (and uses the code up). A taken email is checked only
 * under a code try, and counts as a wrong one: otherwise this call would answer "taken" or not to anyone,
 * as fast as they ask (issue 26, item 1). A common password is refused first, before any try is taken.
 */
export async function register(
  ctx: AccountContext,
  input: SignupInput & { verification_code: string },
  address: string,
): Promise<SessionUser> {
  const { deps } = ctx;
  const email = normalizeEmail(input.email);
  assertUncommonPassword(input.password, 'password');
  const code = input.verification_code;
  const attempt = { email, account: email, purpose: 'signup' as const, code, consume: true, address };
  await checkCodeLimited(ctx, attempt, async () => ((await ctx.findByEmail(email)) ? emailTaken() : null));
  const passwordHash = await hashPassword(input.password, ctx.cost);
  try {
    const [row] = await deps.db
      .insert(users)
      .values({ name: input.name, email, passwordHash, phoneNo: input.phone_no })
      .returning();
    if (!row) throw new Error('Inserting a user returned no row');
    return toSessionUser(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
