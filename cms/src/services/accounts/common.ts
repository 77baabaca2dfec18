import { eq } from 'drizzle-orm';
import type { Profile, SessionUser } from '@common/contract';
import { ACCOUNT_SAFETY_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { isCommonPassword } from '../common-passwords';
import type { AccountLimits } from '../rate-limits';
import { sessionStore } from '../sessions';
import { CODE_VALID_MINUTES, verificationCodeStore } from '../verification-codes';

/** What the accounts API says; the storefront shows these for signup and login failures. */
export const ACCOUNT_MSG = {
  emailTaken: 'An account with this email already exists.',
  signupCodeSent: `We have emailed you a 4-digit code. It is valid for ${CODE_VALID_MINUTES} minutes.`,
  mailFailed: 'We could not send the email. Please try again.',
  codeInvalid: 'This verification code is wrong or has expired. Please check it or ask for a new one.',
  created: 'Your account has been created successfully',
  loggedIn: 'Login successful',
  invalidCredentials: 'Invalid email or password',
  resetCodeSent: 'If an account exists for this email, we have emailed it a 4-digit code.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  profileUpdated: 'Profile has been updated successfully',
} as const;

export type UserRow = typeof users.$inferSelect;

/** Emails are case-insensitive: stored and compared lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toSessionUser(u: UserRow): SessionUser {
  return { id: u.id, name: u.name, email: u.email, stripe_cus_id: u.stripeCusId };
}

export function toProfile(u: UserRow): Profile {
  return { ...toSessionUser(u), phone_no: u.phoneNo, dateofbirth: u.dateOfBirth, address: u.address };
}

/** PostgreSQL's unique_violation; drizzle may wrap the driver's error in `cause`. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const emailTaken = () => new HttpError(409, ACCOUNT_MSG.emailTaken, { email: ACCOUNT_MSG.emailTaken });
export const codeInvalid = () =>
  new HttpError(422, ACCOUNT_MSG.codeInvalid, { verification_code: ACCOUNT_MSG.codeInvalid });

/** A new password on the common-passwords list is refused with a message on its field (NIST SP 800-63B). */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(422, ACCOUNT_SAFETY_MSG.commonPassword, {
      [field]: ACCOUNT_SAFETY_MSG.commonPassword,
    });
  }
}

/** Everything an account step needs, built once per accounts service. */
export function accountContext(deps: AppDeps, limits: AccountLimits) {
  return {
    deps,
    limits,
    codes: verificationCodeStore(deps),
    sessions: sessionStore(deps),
    cost: deps.config.passwordHashCost,
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
  };
}

export type AccountContext = ReturnType<typeof accountContext>;
