import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
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
   * Wrong passwords per email: the 5th within 15 minutes blocks that email's sign-in for 5 minutes. Short,
   * so someone who knows a customer's email can only hold them off briefly; a right password resets it.
   */
  loginFailuresPerEmail: { failures: 5, seconds: 15 * 60, blockSeconds: 5 * 60 },
  /** Wrong passwords per client address, across all emails: catches one machine trying many accounts. */
  loginFailuresPerAddress: { failures: 50, seconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Wrong verification codes per client address, across all emails and codes. */
  codeFailuresPerAddress: { failures: 30, seconds: 15 * 60, blockSeconds: 15 * 60 },
} as const;

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

function humanWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 with Retry-After in seconds (contract conventions). */
export function tooManyRequests(
  retryAfterSeconds: number,
  what: 'codes' | 'sign-in' | 'code-checks' | 'orders' | 'messages' | 'newsletter',
) {
  const wait = humanWait(retryAfterSeconds);
  const message = {
    codes: `Please wait ${wait} before asking for another code.`,
    'sign-in': `Too many sign-in attempts. Please try again in ${wait}.`,
    'code-checks': `Too many wrong codes. Please try again in ${wait}.`,
    orders: `Too many unpaid orders have been placed from your connection. Please try again in ${wait}.`,
    messages: `Too many messages have been sent from your connection. Please try again in ${wait}.`,
    newsletter: `Too many sign-ups have been made from your connection. Please try again in ${wait}.`,
  }[what];
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
  async fail(key: string): Promise<void> {
    await settle(this.limiter.consume(key));
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
  const loginByEmail = new FailureLimiter(store, 'login-fail-email', L.loginFailuresPerEmail);
  const loginByAddress = new FailureLimiter(store, 'login-fail-address', L.loginFailuresPerAddress);
  const codesByAddress = new FailureLimiter(store, 'code-fail-address', L.codeFailuresPerAddress);

  return {
    /**
     * Counts one code request from this client address, or throws 429. Taken before anything else, so the
     * address limit also covers requests that end in 409 (an email already registered).
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

    /** Throws 429 while this email or client address is blocked from signing in. */
    async checkLogin(email: string, address: string): Promise<void> {
      const wait = longest([await loginByEmail.waitFor(email), await loginByAddress.waitFor(address)]);
      if (wait !== null) throw tooManyRequests(wait, 'sign-in');
    },
    async loginFailed(email: string, address: string): Promise<void> {
      await Promise.all([loginByEmail.fail(email), loginByAddress.fail(address)]);
    },
    async loginSucceeded(email: string): Promise<void> {
      await loginByEmail.clear(email);
    },

    /** Throws 429 while this client address is blocked from trying codes. */
    async checkCodeTries(address: string): Promise<void> {
      const wait = await codesByAddress.waitFor(address);
      if (wait !== null) throw tooManyRequests(wait, 'code-checks');
    },
    async codeFailed(address: string): Promise<void> {
      await codesByAddress.fail(address);
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
  const wait = humanWait(retryAfterSeconds);
  return new HttpError(429, `Too many attempts. Please try again in ${wait}.`, undefined, {
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
