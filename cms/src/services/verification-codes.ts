import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_VALID_MINUTES, VERIFICATION_CODE_DIGITS } from '@common/constants';
import type { AppDeps } from '../deps';
import { verificationCodes } from '../db/schema';

export type CodePurpose = 'signup' | 'reset' | 'email-change';

/** The code is void once this many wrong codes were tried against it (the last wrong try voids it). */
export const CODE_MAX_WRONG_TRIES = 5;

/**
 * Codes are stored as a SHA-256 of purpose, email and code, so the table never shows a usable code. With
 * only 10^4 codes the hash is no defence against someone holding the table for long: what protects a code
 * is that it lives 10 minutes, allows 5 wrong tries and is used once.
 */
function hashCode(purpose: CodePurpose, email: string, code: string): string {
  return createHash('sha256').update(`${purpose}\0${email}\0${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

type CodeDeps = Pick<AppDeps, 'db' | 'now'>;

/** The newest code of this email and purpose that can still be tried: unused, unexpired, tries left. */
async function liveCode({ db, now }: CodeDeps, email: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now()),
        lt(verificationCodes.attempts, CODE_MAX_WRONG_TRIES),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

async function issueCode({ db, now }: CodeDeps, email: string, purpose: CodePurpose) {
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(VERIFICATION_CODE_DIGITS, '0');
  const at = now();
  await db
    .update(verificationCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
  const [row] = await db
    .insert(verificationCodes)
    .values({
      email,
      purpose,
      codeHash: hashCode(purpose, email, code),
      expiresAt: new Date(at.getTime() + CODE_VALID_MINUTES * 60 * 1000),
      createdAt: at,
    })
    .returning({ id: verificationCodes.id });
  if (!row) throw new Error('Inserting a verification code returned no row');
  return { id: row.id, code };
}

const triesLeft = lt(verificationCodes.attempts, CODE_MAX_WRONG_TRIES);

/** Counts a wrong try atomically, so parallel guesses cannot exceed the limit. */
async function countWrongTry({ db }: CodeDeps, id: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, id), triesLeft));
}

/** Uses a right code up; only one of two parallel requests with the same code gets the row. */
async function consumeCode({ db, now }: CodeDeps, id: number): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: now() })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now()),
        triesLeft,
      ),
    )
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}

export function verificationCodeStore(deps: AppDeps) {
  return {
    /**
     * Makes a new code for `email` (already lower-cased) and voids any earlier one of the same purpose, so
     * only the code in the newest email works.
     */
    issue: (email: string, purpose: CodePurpose): Promise<{ id: number; code: string }> =>
      issueCode(deps, email, purpose),

    /** Voids a code that could not be delivered. */
    async discard(id: number): Promise<void> {
      await deps.db.update(verificationCodes).set({ usedAt: deps.now() }).where(eq(verificationCodes.id, id));
    },

    /**
     * Checks a code. A wrong code counts one try. With `consume`, a right code is used up at once;
     * otherwise it stays usable (the reset flow checks the code before the new password is chosen, then
     * consumes it).
     */
    async check(
      email: string,
      purpose: CodePurpose,
      code: string,
      opts: { consume: boolean },
    ): Promise<boolean> {
      const row = await liveCode(deps, email, purpose);
      if (!row) return false;
      if (!sameHash(row.codeHash, hashCode(purpose, email, code))) {
        await countWrongTry(deps, row.id);
        return false;
      }
      return opts.consume ? consumeCode(deps, row.id) : true;
    },
  };
}

export type VerificationCodeStore = ReturnType<typeof verificationCodeStore>;
