import { eq } from 'drizzle-orm';
import type { Profile, SessionUser } from '@common/contract';
import { ACCOUNT_MSG, ACCOUNT_SAFETY_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { isCommonPassword } from '../common-passwords';
import type { AccountLimits } from '../rate-limits';
import { sessionStore } from '../sessions';
import { verificationCodeStore } from '../verification-codes';

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
