import { judgedUnder } from '../attempt-limiter';
import { sendSafely } from '../mailer';
import { codeCapReachedNotice } from '../emails/account-notices';
import type { HttpError } from '../../lib/http';
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
 * Runs `judge` under one code try, taken before it (docs/adr/0044): refused (429) while the client address
 * or the account may not try codes. `judge` answers the error of a wrong guess, which counts against both,
 * or null; the try is given back when it is right or `judge` fails for another reason. The wrong code that
 * reaches the account's cap mails the account's owner, so they learn someone is guessing (rate-limits.ts:
 * the cap's arithmetic).
 */
export async function underCodeTry(
  ctx: AccountContext,
  address: string,
  account: string,
  judge: () => Promise<HttpError | null>,
): Promise<void> {
  const codeTry = await ctx.limits.takeCodeTry(address, account);
  const wrong = await judgedUnder(codeTry, judge);
  if (!wrong) return codeTry.giveBack();
  if (await codeTry.failed()) {
    const owner = await ctx.findByEmail(account);
    if (owner) void sendSafely(ctx.deps.mailer, codeCapReachedNotice(owner.email, owner.name));
  }
  throw wrong;
}

/**
 * Checks a code under the limits; a wrong code fails with 422. `refuseFirst` may name another wrong guess
 * found before the code is looked at (a signup for a taken email), counted the same way.
 */
export async function checkCodeLimited(
  ctx: AccountContext,
  attempt: CodeAttempt,
  refuseFirst?: () => Promise<HttpError | null>,
): Promise<void> {
  await underCodeTry(ctx, attempt.address, attempt.account, async () => {
    const refused = refuseFirst ? await refuseFirst() : null;
    if (refused) return refused;
    const right = await ctx.codes.check(attempt.email, attempt.purpose, attempt.code, {
      consume: attempt.consume,
    });
    return right ? null : codeInvalid();
  });
}
