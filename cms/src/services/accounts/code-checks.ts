import { sendSafely } from '../mailer';
import { codeCapReachedNotice } from '../emails/account-notices';
import type { CodePurpose } from '../verification-codes';
import { codeInvalid, type AccountContext } from './common';

interface CodeAttempt {
  /** The email the code was sent to (lower-cased). */
  email: string;
  /** The account the attempt counts against: its current email (for an email change, not the new one). */
  account: string;
  purpose: CodePurpose;
  code: string;
  consume: boolean;
  address: string;
}

/**
 * Checks a code under the limits: refused (429) while the client address or the account may not try codes;
 * a wrong code counts against both and fails with 422. The wrong code that reaches the account's cap
 * mails the account's owner, so they learn someone is guessing (rate-limits.ts: the cap's arithmetic).
 */
export async function checkCodeLimited(ctx: AccountContext, attempt: CodeAttempt): Promise<void> {
  const { limits, codes } = ctx;
  await limits.checkCodeTries(attempt.address, attempt.account);
  const right = await codes.check(attempt.email, attempt.purpose, attempt.code, {
    consume: attempt.consume,
  });
  if (right) return;
  if (await limits.codeFailed(attempt.address, attempt.account)) {
    const owner = await ctx.findByEmail(attempt.account);
    if (owner) void sendSafely(ctx.deps.mailer, codeCapReachedNotice(owner.email, owner.name));
  }
  throw codeInvalid();
}
