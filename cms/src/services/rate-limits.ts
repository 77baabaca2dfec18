import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import { CMS_MSG } from '@common/messages';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { UNKNOWN_ADDRESS } from '../lib/client-address';
import { HttpError } from '../lib/http';

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

/** Whole seconds to wait (at least 1), for Retry-After. */
export const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** 429 with Retry-After in seconds (contract conventions). */
export function tooManyRequests(retryAfterSeconds: number, what: keyof typeof CMS_MSG.tooMany) {
  const message = CMS_MSG.tooMany[what](retryAfterSeconds);
  return new HttpError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}

/** rate-limiter-flexible rejects with a RateLimiterRes when a limit is hit, and with an Error on a fault. */
async function settle(p: Promise<RateLimiterRes>): Promise<RateLimiterRes> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}

/** Where a limiter keeps its counters. */
type LimiterStore = (opts: IRateLimiterOptions) => RateLimiterAbstract;

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

/** `get` returns a record until its timer deletes it, which may be a moment after its window ended. */
const live = (res: RateLimiterRes | null): res is RateLimiterRes => res !== null && res.msBeforeNext > 0;

/** Counts events per key in a fixed window; `waitFor` says how long a key must wait, or null. */
class WindowLimiter {
  private readonly limiter: RateLimiterAbstract;
  constructor(
    store: LimiterStore,
    keyPrefix: string,
    private readonly policy: { points: number; seconds: number },
  ) {
    this.limiter = store({ keyPrefix, points: policy.points, duration: policy.seconds });
  }
  async waitFor(key: string): Promise<number | null> {
    const res = await this.limiter.get(key);
    return live(res) && res.consumedPoints >= this.policy.points ? secondsUntil(res.msBeforeNext) : null;
  }
  async take(key: string): Promise<void> {
    await settle(this.limiter.consume(key));
  }
  /** Counts one event unless the key is at its allowance; returns the wait when it is (one atomic step). */
  async tryTake(key: string): Promise<number | null> {
    const res = await settle(this.limiter.consume(key));
    return res.consumedPoints > this.policy.points ? secondsUntil(res.msBeforeNext) : null;
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

/** Counts failures per key; the failure that reaches the allowance blocks the key for `blockSeconds`. */
class FailureLimiter {
  private readonly limiter: RateLimiterAbstract;
  constructor(
    store: LimiterStore,
    keyPrefix: string,
    policy: { failures: number; seconds: number; blockSeconds: number },
  ) {
    // rate-limiter-flexible blocks on the first point *beyond* `points`, so allow one fewer.
    this.limiter = store({
      keyPrefix,
      points: policy.failures - 1,
      duration: policy.seconds,
      blockDuration: policy.blockSeconds,
    });
  }
  async waitFor(key: string): Promise<number | null> {
    const res = await this.limiter.get(key);
    return live(res) && res.consumedPoints > this.limiter.points ? secondsUntil(res.msBeforeNext) : null;
  }
  /** Counts one failure; returns the failures now counted in the window. */
  async fail(key: string): Promise<number> {
    return (await settle(this.limiter.consume(key))).consumedPoints;
  }
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
  /** Failures counted for the key in its current window. */
  async count(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    return live(res) ? res.consumedPoints : 0;
  }
}

const longest = (waits: (number | null)[]) =>
  waits.reduce<number | null>((max, w) => (w !== null && (max === null || w > max) ? w : max), null);

/** The accounts API's limits, counted in `store` (the database, shared by every instance). */
export function createAccountLimits(store: LimiterStore) {
  const L = ACCOUNT_LIMITS;
  const sendsShort = new WindowLimiter(store, 'code-send-email-30s', L.codeSendsPerEmailShort);
  const sendsHour = new WindowLimiter(store, 'code-send-email-1h', L.codeSendsPerEmailHour);
  const sendsByAddress = new WindowLimiter(store, 'code-send-address', L.codeSendsPerAddress);
  const loginByPair = new FailureLimiter(store, 'login-fail-pair', L.loginFailuresPerAccountAndAddress);
  const loginByAddress = new FailureLimiter(store, 'login-fail-address', L.loginFailuresPerAddress);
  const loginByAccount = new WindowLimiter(store, 'login-fail-account', {
    points: Number.MAX_SAFE_INTEGER,
    seconds: LOGIN_SLOWDOWN.windowSeconds,
  });
  const codesByAddress = new FailureLimiter(store, 'code-fail-address', L.codeFailuresPerAddress);
  const codesByAccount = new FailureLimiter(store, 'code-fail-account', L.codeFailuresPerAccount);
  const pair = (email: string, address: string) => `${email}\n${address}`;

  return {
    /**
     * Counts one request from this client address that may tell whether an email has an account (a code
     * request, a signup, an email change), or throws 429. Taken before anything else is looked at.
     */
    async takeCodeRequest(address: string): Promise<void> {
      const wait = await sendsByAddress.waitFor(address);
      if (wait !== null) throw tooManyRequests(wait, 'codes');
      await sendsByAddress.take(address);
    },
    /** Counts one code sent to this email (known or not, so the answers match), or throws 429. */
    async takeCodeSend(email: string): Promise<void> {
      const wait = longest([await sendsShort.waitFor(email), await sendsHour.waitFor(email)]);
      if (wait !== null) throw tooManyRequests(wait, 'codes');
      await Promise.all([sendsShort.take(email), sendsHour.take(email)]);
    },
    /** A code that could not be emailed does not count: the customer may ask again at once. */
    async giveBackCodeSend(email: string, address: string): Promise<void> {
      await Promise.all([
        sendsByAddress.giveBack(address),
        sendsShort.giveBack(email),
        sendsHour.giveBack(email),
      ]);
    },

    /** Throws 429 while this account from this address, or this address, is blocked from signing in. */
    async checkLogin(email: string, address: string): Promise<void> {
      const waits = [await loginByPair.waitFor(pair(email, address)), await loginByAddress.waitFor(address)];
      const wait = longest(waits);
      if (wait !== null) throw tooManyRequests(wait, 'sign-in');
    },
    /** The account's wrong passwords from every address in the slow-down window. */
    accountLoginFailures: (email: string) => loginByAccount.count(email),
    /** Counts a wrong password; returns the account's failures from every address in the window. */
    async loginFailed(email: string, address: string): Promise<number> {
      await Promise.all([loginByPair.fail(pair(email, address)), loginByAddress.fail(address)]);
      await loginByAccount.take(email);
      return loginByAccount.count(email);
    },
    async loginSucceeded(email: string, address: string): Promise<void> {
      await loginByPair.clear(pair(email, address));
    },

    /** Throws 429 while this client address, or this account, may not try codes. */
    async checkCodeTries(address: string, email: string): Promise<void> {
      const wait = longest([await codesByAddress.waitFor(address), await codesByAccount.waitFor(email)]);
      if (wait !== null) throw tooManyRequests(wait, 'code-checks');
    },
    /** Counts a wrong code; true when it is the one that reached the account's cap. */
    async codeFailed(address: string, email: string): Promise<boolean> {
      const [, accountFailures] = await Promise.all([
        codesByAddress.fail(address),
        codesByAccount.fail(email),
      ]);
      return accountFailures === L.codeFailuresPerAccount.failures;
    },
  };
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

/** The console's limits (see ADMIN_LIMITS); `account` is a lower-cased email or a staff id. */
export function createAdminLimits(store: LimiterStore) {
  const L = ADMIN_LIMITS;
  const pair = (account: string, client: string) => JSON.stringify([account, client]);
  const make = (
    prefix: string,
    pairPolicy: typeof L.signInFailuresPerAccountAndClient,
    clientPolicy: typeof L.signInFailuresPerClient,
  ) => {
    const byPair = new FailureLimiter(store, `${prefix}-pair`, pairPolicy);
    const byClient = new FailureLimiter(store, `${prefix}-client`, clientPolicy);
    return {
      /** Throws 429 while this account+client pair or this client is blocked. */
      async check(account: string, client: string): Promise<void> {
        const wait = longest([await byPair.waitFor(pair(account, client)), await byClient.waitFor(client)]);
        if (wait !== null) throw adminTooManyRequests(wait);
      },
      async failed(account: string, client: string): Promise<void> {
        await Promise.all([byPair.fail(pair(account, client)), byClient.fail(client)]);
      },
      async succeeded(account: string, client: string): Promise<void> {
        await byPair.clear(pair(account, client));
      },
    };
  };
  const signIn = make('admin-login', L.signInFailuresPerAccountAndClient, L.signInFailuresPerClient);
  const setup = make('admin-setup', L.setupFailuresPerAccountAndClient, L.setupFailuresPerClient);
  const S = L.signInSlowdownPerAccount;
  // Counts only: never blocks (a huge allowance), the slowdown is derived from the count.
  const byAccount = new FailureLimiter(store, 'admin-login-account', {
    failures: 1_000_000,
    seconds: S.seconds,
    blockSeconds: 1,
  });
  return {
    signIn: {
      ...signIn,
      /** How long to hold this attempt on the account before checking it, in milliseconds. */
      async slowdownMs(account: string): Promise<number> {
        const failures = await byAccount.count(account);
        return failures < S.after ? 0 : Math.min(S.maxMs, (failures - S.after + 1) * S.stepMs);
      },
      async failed(account: string, client: string): Promise<void> {
        await Promise.all([signIn.failed(account, client), byAccount.fail(account)]);
      },
    },
    setup,
  };
}

export type AdminLimits = ReturnType<typeof createAdminLimits>;
