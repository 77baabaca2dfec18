import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdateInput } from '@common/contract';
import { ACCOUNT_MSG, ACCOUNT_SAFETY_MSG, CMS_MSG } from '@common/messages';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { emailChangeCodeEmail } from '../emails/account-codes';
import { emailChangedNotice, emailChangeRequestedNotice } from '../emails/account-notices';
import { sendSafely } from '../mailer';
import { judgedUnder } from '../attempt-limiter';
import { verifyPassword } from '../passwords';
import { checkCodeLimited } from './code-checks';
import {
  emailTaken,
  isUniqueViolation,
  normalizeEmail,
  toProfile,
  type AccountContext,
  type UserRow,
} from './common';

const passwordError = (message: string) => new HttpError(422, message, { current_password: message });

/**
 * The current password, for an email change: taken before the check like a sign-in (per account and
 * address), so a stolen session cannot be used to guess it, not even in a burst.
 */
async function assertCurrentPassword(ctx: AccountContext, user: UserRow, password: string, address: string) {
  if (!password) throw passwordError(ACCOUNT_SAFETY_MSG.currentPasswordRequired);
  const attempt = await ctx.limits.takeLogin(user.email, address);
  const right = await judgedUnder(attempt, () => verifyPassword(password, user.passwordHash));
  if (right) return attempt.giveBack();
  await attempt.failed();
  throw passwordError(ACCOUNT_SAFETY_MSG.currentPasswordWrong);
}

/**
 * Starts an email change: the account keeps its email until the code mailed to the new address is entered
 * (confirmEmailChange), and the old address is told now. An address another account has gets the same
 * answer and a code that is never sent, so the call does not tell who is registered.
 */
async function requestEmailChange(
  ctx: AccountContext,
  user: UserRow,
  input: ProfileUpdateInput,
  address: string,
) {
  const { limits, codes, deps } = ctx;
  const newEmail = normalizeEmail(input.email);
  await limits.takeCodeRequest(address);
  await assertCurrentPassword(ctx, user, input.current_password ?? '', address);
  await limits.takeCodeSend(newEmail);
  const taken = (await ctx.findByEmail(newEmail)) !== null;
  await deps.db.update(users).set({ pendingEmail: newEmail }).where(eq(users.id, user.id));
  const { code } = await codes.issue(newEmail, 'email-change');
  if (!taken) void sendSafely(deps.mailer, emailChangeCodeEmail(newEmail, user.name, code));
  void sendSafely(deps.mailer, emailChangeRequestedNotice(user.email, user.name, newEmail));
  return ACCOUNT_SAFETY_MSG.emailChangeCodeSent(newEmail);
}

/** Saves the profile form. A new email only starts its change; every other field is saved at once. */
export async function updateProfile(
  ctx: AccountContext,
  user: UserRow,
  input: ProfileUpdateInput,
  address: string,
): Promise<{ profile: Profile; message: string }> {
  const changesEmail = normalizeEmail(input.email) !== user.email;
  const message = changesEmail
    ? await requestEmailChange(ctx, user, input, address)
    : ACCOUNT_MSG.profileUpdated;
  const [row] = await ctx.deps.db
    .update(users)
    .set({
      name: input.name,
      phoneNo: input.phone_no,
      dateOfBirth: input.dateofbirth,
      address: input.address,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new HttpError(401, CMS_MSG.session.expired);
  return { profile: toProfile(row), message };
}

/** Makes the pending email the account's, with the code mailed to it; tells the old address. */
export async function confirmEmailChange(
  ctx: AccountContext,
  user: UserRow,
  code: string,
  address: string,
): Promise<Profile> {
  const pending = user.pendingEmail;
  if (!pending) throw new HttpError(409, ACCOUNT_SAFETY_MSG.emailChangeNoPending);
  const attempt = { email: pending, account: user.email, purpose: 'email-change' as const, code, address };
  await checkCodeLimited(ctx, { ...attempt, consume: true });
  try {
    const [row] = await ctx.deps.db
      .update(users)
      .set({ email: pending, pendingEmail: null })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new HttpError(401, CMS_MSG.session.expired);
    void sendSafely(ctx.deps.mailer, emailChangedNotice(user.email, user.name, pending));
    return toProfile(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
