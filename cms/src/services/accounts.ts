import { and, eq, ne } from 'drizzle-orm';
import type { Profile, ProfileUpdateInput, SessionUser, SignupInput } from '@common/contract';
import type { AppDeps } from '../deps';
import { users } from '../db/schema';
import { HttpError } from '../lib/http';
import { resetCodeEmail, signupCodeEmail } from './emails/account-codes';
import { sendSafely } from './mailer';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import type { AccountLimits } from './rate-limits';
import { sessionStore } from './sessions';
import { CODE_VALID_MINUTES, verificationCodeStore, type CodePurpose } from './verification-codes';

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

type UserRow = typeof users.$inferSelect;

/** Emails are case-insensitive: stored and compared lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toSessionUser(u: UserRow): SessionUser {
  return { id: u.id, name: u.name, email: u.email, stripe_cus_id: u.stripeCusId };
}

export function toProfile(u: UserRow): Profile {
  return { ...toSessionUser(u), phone_no: u.phoneNo, dateofbirth: u.dateOfBirth, address: u.address };
}

/** PostgreSQL's unique_violation; drizzle may wrap the driver's error in `cause`. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const emailTaken = () => new HttpError(409, ACCOUNT_MSG.emailTaken, { email: ACCOUNT_MSG.emailTaken });
const codeInvalid = () =>
  new HttpError(422, ACCOUNT_MSG.codeInvalid, { verification_code: ACCOUNT_MSG.codeInvalid });

/**
 * Signup, sign-in, password reset and profile. `address` is the client address, for rate limits.
 */
export function accountService(deps: AppDeps, limits: AccountLimits) {
  const { db, config, mailer } = deps;
  const codes = verificationCodeStore(deps);
  const sessions = sessionStore(deps);
  const cost = config.passwordHashCost;

  async function findByEmail(email: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  }

  /** In development there may be no mailbox to look in, so the code is printed as well. */
  function showCodeInDevelopment(purpose: CodePurpose, email: string, code: string) {
    if (config.mode === 'development') console.log(`[mail] ${purpose} code for ${email}: ${code}`);
  }

  /** Counts a wrong code against the client address and fails with 422. */
  async function wrongCode(address: string): Promise<never> {
    await limits.codeFailed(address);
    throw codeInvalid();
  }

  return {
    /** Emails a signup code. 409 when the email has an account; 503 when the email cannot be sent. */
    async sendSignupCode(input: SignupInput, address: string): Promise<void> {
      const email = normalizeEmail(input.email);
      await limits.takeCodeRequest(address);
      if (await findByEmail(email)) throw emailTaken();
      await limits.takeCodeSend(email);
      const { id, code } = await codes.issue(email, 'signup');
      showCodeInDevelopment('signup', email, code);
      try {
        await mailer.send(signupCodeEmail(email, input.name, code));
      } catch (err) {
        console.error(`[mail] could not send the signup code to ${email}:`, (err as Error).message);
        await codes.discard(id);
        await limits.giveBackCodeSend(email, address);
        throw new HttpError(503, ACCOUNT_MSG.mailFailed);
      }
    },

    /** Creates the account when the signup code is right (and uses the code up). */
    async register(
      input: SignupInput & { verification_code: string },
      address: string,
    ): Promise<SessionUser> {
      const email = normalizeEmail(input.email);
      // Checked before the code, so a taken email does not cost the customer a try.
      if (await findByEmail(email)) throw emailTaken();
      await limits.checkCodeTries(address);
      if (!(await codes.check(email, 'signup', input.verification_code, { consume: true }))) {
        return wrongCode(address);
      }
      const passwordHash = await hashPassword(input.password, cost);
      try {
        const [row] = await db
          .insert(users)
          .values({ name: input.name, email, passwordHash, phoneNo: input.phone_no })
          .returning();
        if (!row) throw new Error('Inserting a user returned no row');
        return toSessionUser(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    /**
     * Signs in and opens a session. An unknown email costs the same hashing work as a wrong password and
     * gets the same 401, so neither the answer nor its timing tells whether the email has an account.
     */
    async login(rawEmail: string, password: string, address: string) {
      const email = normalizeEmail(rawEmail);
      await limits.checkLogin(email, address);
      const user = await findByEmail(email);
      const ok = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDummy(password, cost);
      if (!user || !ok) {
        await limits.loginFailed(email, address);
        throw new HttpError(401, ACCOUNT_MSG.invalidCredentials);
      }
      await limits.loginSucceeded(email);
      if (needsRehash(user.passwordHash, cost)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password, cost) })
          .where(eq(users.id, user.id));
      }
      const accessToken = await sessions.create(user.id);
      return { user: toSessionUser(user), access_token: accessToken };
    },

    /**
     * Emails a reset code when the email has an account. Known and unknown emails get the same answer, in
     * about the same time: the mail goes out in the background (a failure is logged; "Resend" retries).
     */
    async sendResetCode(rawEmail: string, address: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      await limits.takeCodeRequest(address);
      await limits.takeCodeSend(email);
      const user = await findByEmail(email);
      if (!user) return;
      const { code } = await codes.issue(email, 'reset');
      showCodeInDevelopment('reset', email, code);
      void sendSafely(mailer, resetCodeEmail(email, user.name, code));
    },

    /** Checks a reset code without using it up (the new password comes in the next step); 422 when wrong. */
    async checkResetCode(rawEmail: string, code: string, address: string): Promise<void> {
      await limits.checkCodeTries(address);
      if (!(await codes.check(normalizeEmail(rawEmail), 'reset', code, { consume: false }))) {
        await wrongCode(address);
      }
    },

    /** Sets a new password with a valid reset code, uses the code up and ends every session of the user. */
    async resetPassword(rawEmail: string, code: string, newPassword: string, address: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      await limits.checkCodeTries(address);
      if (!(await codes.check(email, 'reset', code, { consume: true }))) return wrongCode(address);
      const user = await findByEmail(email);
      // Only reachable if the account was deleted after the code was sent.
      if (!user) throw codeInvalid();
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword, cost) })
        .where(eq(users.id, user.id));
      await sessions.revokeAllFor(user.id);
      await limits.loginSucceeded(email);
    },

    /** Saves the profile form; 409 when the new email belongs to another account. */
    async updateProfile(userId: number, input: ProfileUpdateInput): Promise<Profile> {
      const email = normalizeEmail(input.email);
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      if (other) throw emailTaken();
      try {
        const [row] = await db
          .update(users)
          .set({
            name: input.name,
            email,
            phoneNo: input.phone_no,
            dateOfBirth: input.dateofbirth,
            address: input.address,
          })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw new HttpError(401, 'Your session has expired. Please sign in again.');
        return toProfile(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
