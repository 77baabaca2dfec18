import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { resetCodeEmail } from '../emails/account-codes';
import { sendSafely } from '../mailer';
import { hashPassword } from '../passwords';
import { checkCodeLimited } from './code-checks';
import { assertUncommonPassword, codeInvalid, normalizeEmail, type AccountContext } from './common';

/**
 * Emails a reset code when the email has an account. Known and unknown emails take the same path: the same
 * limits, the same look-up and a code stored either way (one for an unknown email is never sent, so it can
 * never be used); only the mail differs, and it goes out in the background (a failure is logged; "Resend"
 * retries). So neither the answer nor its timing tells whether the email has an account.
 */
export async function sendResetCode(ctx: AccountContext, rawEmail: string, address: string): Promise<void> {
  const { limits, codes, deps } = ctx;
  const email = normalizeEmail(rawEmail);
  await limits.takeCodeRequest(address);
  await limits.takeCodeSend(email);
  const user = await ctx.findByEmail(email);
  const { code } = await codes.issue(email, 'reset');
  if (user) void sendSafely(deps.mailer, resetCodeEmail(email, user.name, code));
}

/** Checks a reset code without using it up (the new password comes in the next step); 422 when wrong. */
export async function checkResetCode(ctx: AccountContext, rawEmail: string, code: string, address: string) {
  const email = normalizeEmail(rawEmail);
  await checkCodeLimited(ctx, { email, account: email, purpose: 'reset', code, consume: false, address });
}

/** Sets a new password with a valid reset code, uses the code up and ends every session of the user. */
export async function resetPassword(
  ctx: AccountContext,
  input: { email: string; code: string; newPassword: string },
  address: string,
): Promise<void> {
  const email = normalizeEmail(input.email);
  assertUncommonPassword(input.newPassword, 'newpassword');
  const { code } = input;
  await checkCodeLimited(ctx, { email, account: email, purpose: 'reset', code, consume: true, address });
  const user = await ctx.findByEmail(email);
  // Only reachable if the account was deleted after the code was sent.
  if (!user) throw codeInvalid();
  const passwordHash = await hashPassword(input.newPassword, ctx.cost);
  await ctx.deps.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  await ctx.sessions.revokeAllFor(user.id);
  await ctx.limits.clearLogin(email, address);
}
