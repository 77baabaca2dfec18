import { RateLimiterDrizzle, RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { CMS_MSG } from '@common/messages';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { UNKNOWN_ADDRESS } from '../lib/client-address';
import { HttpError } from '../lib/http';
import {
  AttemptLimiter,
  live,
  secondsUntil,
  settle,
  takeAttempt,
  type Attempt,
  type LimiterStore,
} from './attempt-limiter';

/**
 * Every rate limit of the CMS, in one place: the accounts API's, orders' and the forms'. The counters live in
 * the database (`rate_limits`), so every CMS instance on it counts the same attempts. rate-limiter-flexible
 * measures time with Date.now, so tests that need a window to pass mock Date (node:test `mock.timers`).
 */
export const ACCOUNT_LIMITS = {
  /** Emailed codes (signup and reset together) per email address. */
  codeSendsPerEmailShort: { points: 1, seconds: 30 },
  codeSendsPerEmailHour: { points: 5, seconds: 60 * 60 },
  /** Code requests per client address: room for a household or an office behind one address. */
  codeSendsPerAddress: { points: 20, seconds: 60 * 60 },
  /**
   * Wrong passwords per account and client address: the 5th within 15 minutes blocks that pair for 5
   * minutes. Per pair, so a stranger's failures never stop the customer signing in from their own address.
   */
  loginFailuresPerAccountAndAddress: { failures: 5, seconds: 15 * 60, blockSeconds: 5 * 60 },
  /** Wrong passwords per client address, across all emails: catches one machine trying many accounts. */
  loginFailuresPerAddress: { failures: 50, seconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Wrong verification codes per client address, across all emails and codes. */
  codeFailuresPerAddress: { failures: 30, seconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Wrong reset, signup and email-change codes per account (email), across codes and client addresses.
   * A guess at a 4-digit code is right with probability at most 1/(10^4 - 4) (a code allows 5 tries, so a
   * guesser can skip at most 4 values). The window is fixed and the failure that reaches the cap blocks the
   * account's codes for as long again, so any 30 days hold at most two windows' failures: 2·98 - 1 = 195
   * wrong guesses, plus the one that would be right. By the union bound, 30 days of continuous guessing from
   * any number of addresses succeed with probability at most 196 / 9,996 = 1.96% (issue 26 asks ≤ 2%;
   * docs/adr/0012-lockout-and-code-cap.md). The customer is mailed when the cap is reached.
   */
  codeFailuresPerAccount: { failures: 98, seconds: 30 * 24 * 60 * 60, blockSeconds: 30 * 24 * 60 * 60 },
} as const;

/**
 * An account's wrong passwords from all addresses are not a lock, only a slow-down: from the 10th within an
 * hour each sign-in to it waits, half a second more per failure, at most 5 s. At the 20th the customer is
 * told by mail (once per window).
 */
export const LOGIN_SLOWDOWN = {
  windowSeconds: 60 * 60,
  afterFailures: 10,
  stepMs: 500,
  maxMs: 5000,
  noticeAtFailures: 20,
} as const;

/** How long a sign-in to an account with `failures` recent wrong passwords waits before it is checked. */
export function loginPauseMs(failures: number): number {
  const { afterFailures, stepMs, maxMs } = LOGIN_SLOWDOWN;
  if (failures < afterFailures) return 0;
  return Math.min(maxMs, (failures - afterFailures + 1) * stepMs);
}

/** Limits on what a shopper can make the shop keep or send, per client address. */
export const SHOP_LIMITS = {
  /**
   * Unpaid orders placed per client address within the window: each holds stock until paid or its hold
   * runs out. Counted from the orders themselves (services/orders.ts), so a paid order frees its place.
   */
  unpaidOrdersPerAddress: { points: 5, seconds: 60 * 60 },
  /** Contact messages per client address: each is stored and emailed to the shop. */
  contactMessagesPerAddress: { points: 5, seconds: 10 * 60 },
  /** Newsletter sign-ups per client address. */
  signupsPerAddress: { points: 10, seconds: 10 * 60 },
} as const;

export { secondsUntil };
export type { LimiterStore };

/** 429 with Retry-After in seconds (contract conventions). */
export function tooManyRequests(retryAfterSeconds: number, what: keyof typeof CMS_MSG.tooMany) {
  const message = CMS_MSG.tooMany[what](retryAfterSeconds);
  return new HttpError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Counters in the database, shared by every CMS instance on it. Should the database fail, a process-local
 * counter takes over for that call (the library's insurance limiter) rather than letting everyone through
 * or failing the request.
 */
export function databaseStore(db: Db): LimiterStore {
  return (opts) =>
    new RateLimiterDrizzle({
      ...opts,
      storeClient: db,
      schema: rateLimits,
      insuranceLimiter: new RateLimiterMemory(opts),
    });
}

/** Counts events per key in a fixed window. */
export class WindowLimiter {
  private readonly limiter: RateLimiterAbstract;
  constructor(
    store: LimiterStore,
    keyPrefix: string,
    private readonly policy: { points: number; seconds: number },
  ) {
    this.limiter = store({ keyPrefix, points: policy.points, duration: policy.seconds });
  }
  /**
   * Counts one event unless the key is at its allowance; returns the wait when it is. One atomic step, so
   * a burst of N counts as N; a refused event gives its point straight back (the count is what was let in).
   */
  async tryTake(key: string): Promise<number | null> {
    const res = await settle(this.limiter.consume(key));
    if (res.consumedPoints <= this.policy.points) return null;
    await this.limiter.reward(key);
    return secondsUntil(res.msBeforeNext);
  }
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key);
  }
  /** Events counted for the key in its current window. */
  async count(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    return live(res) ? res.consumedPoints : 0;
  }
}

/** Counts only, never blocks: the slow-down is derived from the count. */
const countOnly = (seconds: number) => ({ failures: Number.MAX_SAFE_INTEGER, seconds, blockSeconds: 1 });

/** A sign-in attempt taken before the password is checked (docs/adr/0044). */
export interface LoginAttempt {
  /** How long to hold this attempt before checking it: the account's earlier failures slow it down. */
  pauseMs: number;
  /** Wrong password: returns this failure's number among the account's (every address) in the window. */
  failed(): Promise<number>;
  /** Right password at sign-in: forgets this account's failures from this address. */
  succeeded(): Promise<void>;
  /** Right password for another purpose (confirming an email change): the attempt is not counted. */
  giveBack(): Promise<void>;
}

/** A code check taken before the code is looked up. */
export interface CodeTry {
  /** Wrong code: true when it is the failure that reached the account's cap. */
  failed(): Promise<boolean>;
  /** Right code, or not a guess after all: the try is not counted. */
  giveBack(): Promise<void>;
}

/** Codes asked for: per client address, and per email in two windows. */
function codeSendLimits(store: LimiterStore) {
  const L = ACCOUNT_LIMITS;
  const sendsShort = new WindowLimiter(store, 'code-send-email-30s', L.codeSendsPerEmailShort);
  const sendsHour = new WindowLimiter(store, 'code-send-email-1h', L.codeSendsPerEmailHour);
  const sendsByAddress = new WindowLimiter(store, 'code-send-address', L.codeSendsPerAddress);
  return {
    /**
     * Counts one request from this client address that may tell whether an email has an account (a code
     * request, a signup, an email change), or throws 429. Taken before anything else is looked at.
     */
    async takeCodeRequest(address: string): Promise<void> {
      const wait = await sendsByAddress.tryTake(address);
      if (wait !== null) throw tooManyRequests(wait, 'codes');
    },
    /** Counts one code sent to this email (known or not, so the answers match), or throws 429. */
    async takeCodeSend(email: string): Promise<void> {
      const waits = await Promise.all([sendsShort.tryTake(email), sendsHour.tryTake(email)]);
      const wait = Math.max(...waits.map((w) => w ?? 0));
      if (wait === 0) return;
      // A refused send is no send: give back what the other window took.
      await Promise.all(
        [sendsShort, sendsHour].map((w, i) => (waits[i] === null ? w.giveBack(email) : null)),
      );
      throw tooManyRequests(wait, 'codes');
    },
    /** A code that could not be emailed does not count: the customer may ask again at once. */
    async giveBackCodeSend(email: string, address: string): Promise<void> {
      await Promise.all([
        sendsByAddress.giveBack(address),
        sendsShort.giveBack(email),
        sendsHour.giveBack(email),
      ]);
    },
  };
}

/** Sign-in attempts per account and address, per address, and per account (the slow-down's count). */
function loginLimits(store: LimiterStore) {
  const L = ACCOUNT_LIMITS;
  const loginByPair = new AttemptLimiter(store, 'login-fail-pair', L.loginFailuresPerAccountAndAddress);
  const loginByAddress = new AttemptLimiter(store, 'login-fail-address', L.loginFailuresPerAddress);
  const loginByAccount = new AttemptLimiter(
    store,
    'login-fail-account',
    countOnly(LOGIN_SLOWDOWN.windowSeconds),
  );
  const pair = (email: string, address: string) => `${email}\n${address}`;
  return {
    /**
     * Takes one sign-in attempt for this account from this address before the password is checked, or
     * throws 429 while the pair or the address has no attempts left. Per pair, so a stranger's attempts
     * never use up the customer's own (docs/adr/0012).
     */
    async takeLogin(email: string, address: string): Promise<LoginAttempt> {
      const key = pair(email, address);
      const attempt: Attempt = await takeAttempt(
        [
          [loginByPair, key],
          [loginByAddress, address],
          [loginByAccount, email],
        ],
        (wait) => tooManyRequests(wait, 'sign-in'),
      );
      const failures = attempt.numberOn(loginByAccount);
      return {
        pauseMs: loginPauseMs(failures - 1),
        failed: async () => {
          await attempt.failed();
          return failures;
        },
        succeeded: () => attempt.succeeded(loginByPair),
        giveBack: () => attempt.giveBack(),
      };
    },
    /** A new password (reset) ends this pair's block: the customer proved they hold the email. */
    async clearLogin(email: string, address: string): Promise<void> {
      await loginByPair.clear(pair(email, address));
    },
  };
}

/** Code checks per client address and per account (the cap of docs/adr/0012). */
function codeTryLimits(store: LimiterStore) {
  const L = ACCOUNT_LIMITS;
  const codesByAddress = new AttemptLimiter(store, 'code-fail-address', L.codeFailuresPerAddress);
  const codesByAccount = new AttemptLimiter(store, 'code-fail-account', L.codeFailuresPerAccount);
  return {
    /** Takes one code check for this client address and account, or throws 429 while either may not. */
    async takeCodeTry(address: string, email: string): Promise<CodeTry> {
      const attempt = await takeAttempt(
        [
          [codesByAddress, address],
          [codesByAccount, email],
        ],
        (wait) => tooManyRequests(wait, 'code-checks'),
      );
      return {
        failed: async () => {
          await attempt.failed();
          return attempt.numberOn(codesByAccount) === L.codeFailuresPerAccount.failures;
        },
        giveBack: () => attempt.giveBack(),
      };
    },
  };
}

/** The accounts API's limits, counted in `store` (the database, shared by every instance). */
export function createAccountLimits(store: LimiterStore) {
  return { ...codeSendLimits(store), ...loginLimits(store), ...codeTryLimits(store) };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;

/**
 * The shop's limits per client address. A request without a socket address ('unknown': only `app.request`
 * in tests, never a real connection) is not counted, since all such requests would share one allowance.
 */
export function createShopLimits(store: LimiterStore) {
  const L = SHOP_LIMITS;
  const messages = new WindowLimiter(store, 'contact-address', L.contactMessagesPerAddress);
  const signups = new WindowLimiter(store, 'newsletter-address', L.signupsPerAddress);
  const taker = (limiter: WindowLimiter, what: 'messages' | 'newsletter') => async (address: string) => {
    if (address === UNKNOWN_ADDRESS) return;
    const wait = await limiter.tryTake(address);
    if (wait !== null) throw tooManyRequests(wait, what);
  };
  return {
    /** Counts one contact message from this address, or throws 429. */
    takeContactMessage: taker(messages, 'messages'),
    /** Counts one newsletter sign-up from this address, or throws 429. */
    takeSignup: taker(signups, 'newsletter'),
  };
}

export type ShopLimits = ReturnType<typeof createShopLimits>;

/**
 * Cancellations and return requests (issue 41): each may refund, mail and add rows, so each attempt counts,
 * answered or refused, per client address and per customer (a signed-in customer's id, or for a guest the
 * order of the link), taken before the order is looked at (docs/adr/0044).
 */
export const AFTER_SALE_LIMITS = {
  requestsPerAddress: { points: 30, seconds: 60 * 60 },
  requestsPerCustomer: { points: 10, seconds: 60 * 60 },
} as const;

export function createAfterSaleLimits(store: LimiterStore) {
  const L = AFTER_SALE_LIMITS;
  const byAddress = new WindowLimiter(store, 'after-sale-address', L.requestsPerAddress);
  const byCustomer = new WindowLimiter(store, 'after-sale-customer', L.requestsPerCustomer);
  return {
    /** Counts one cancellation or return request, or throws 429 (a refusal takes nothing from the other). */
    async take(address: string, customer: string): Promise<void> {
      if (address !== UNKNOWN_ADDRESS) {
        const wait = await byAddress.tryTake(address);
        if (wait !== null) throw tooManyRequests(wait, 'after-sale');
      }
      const wait = await byCustomer.tryTake(customer);
      if (wait === null) return;
      if (address !== UNKNOWN_ADDRESS) await byAddress.giveBack(address);
      throw tooManyRequests(wait, 'after-sale');
    },
  };
}

export type AfterSaleLimits = ReturnType<typeof createAfterSaleLimits>;

/**
 * The owner's console: sign-in (email, password and authenticator code in one attempt) and setup links.
 * The hard limit counts failures per account *and* client pair, so a stranger's wrong attempts block only
 * the stranger; per client across accounts catches one machine trying many; per account (across clients)
 * only slows every attempt down, so a crowd of addresses cannot lock the owner out either.
 */
export const ADMIN_LIMITS = {
  signInFailuresPerAccountAndClient: { failures: 5, seconds: 15 * 60, blockSeconds: 15 * 60 },
  signInFailuresPerClient: { failures: 20, seconds: 15 * 60, blockSeconds: 15 * 60 },
  /** From the `after`th failure on an account, each attempt on it waits `stepMs` more, up to `maxMs`. */
  signInSlowdownPerAccount: { after: 5, seconds: 15 * 60, stepMs: 500, maxMs: 3000 },
  setupFailuresPerAccountAndClient: { failures: 5, seconds: 15 * 60, blockSeconds: 15 * 60 },
  setupFailuresPerClient: { failures: 20, seconds: 15 * 60, blockSeconds: 15 * 60 },
} as const;

export function adminTooManyRequests(retryAfterSeconds: number) {
  return new HttpError(429, CMS_MSG.tooMany.console(retryAfterSeconds), undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}

/** A console attempt taken before its slow step (the password hash, the setup link's look-up). */
export interface ConsoleAttempt {
  /** How long to hold this attempt before checking it (sign-in only; 0 for setup). */
  pauseMs: number;
  failed(): Promise<void>;
  /** Right: forgets this account's failures from this client. */
  succeeded(): Promise<void>;
  /** Not a guess after all (a refused password choice): the attempt is not counted. */
  giveBack(): Promise<void>;
}

/** The console's limits (see ADMIN_LIMITS); `account` is a lower-cased email or a staff id. */
export function createAdminLimits(store: LimiterStore) {
  const L = ADMIN_LIMITS;
  const S = L.signInSlowdownPerAccount;
  const pair = (account: string, client: string) => JSON.stringify([account, client]);
  const make = (
    prefix: string,
    pairPolicy: typeof L.signInFailuresPerAccountAndClient,
    clientPolicy: typeof L.signInFailuresPerClient,
    byAccount?: AttemptLimiter,
  ) => {
    const byPair = new AttemptLimiter(store, `${prefix}-pair`, pairPolicy);
    const byClient = new AttemptLimiter(store, `${prefix}-client`, clientPolicy);
    return {
      /** Takes one attempt for this account+client pair and this client, or throws 429 (docs/adr/0044). */
      async take(account: string, client: string): Promise<ConsoleAttempt> {
        const parts: [AttemptLimiter, string][] = [
          [byPair, pair(account, client)],
          [byClient, client],
        ];
        if (byAccount) parts.push([byAccount, account]);
        const attempt = await takeAttempt(parts, adminTooManyRequests);
        const earlier = byAccount ? attempt.numberOn(byAccount) - 1 : 0;
        return {
          pauseMs: earlier < S.after ? 0 : Math.min(S.maxMs, (earlier - S.after + 1) * S.stepMs),
          failed: () => attempt.failed(),
          succeeded: () => attempt.succeeded(byPair),
          giveBack: () => attempt.giveBack(),
        };
      },
    };
  };
  // Per account (across clients) only slows sign-ins down: counted, never blocking.
  const signInsByAccount = new AttemptLimiter(store, 'admin-login-account', countOnly(S.seconds));
  return {
    signIn: make(
      'admin-login',
      L.signInFailuresPerAccountAndClient,
      L.signInFailuresPerClient,
      signInsByAccount,
    ),
    setup: make('admin-setup', L.setupFailuresPerAccountAndClient, L.setupFailuresPerClient),
  };
}

export type AdminLimits = ReturnType<typeof createAdminLimits>;
