import { RateLimiterRes, type RateLimiterAbstract, type IRateLimiterOptions } from 'rate-limiter-flexible';
import type { HttpError } from '../lib/http';

/** Where a limiter keeps its counters. */
export type LimiterStore = (opts: IRateLimiterOptions) => RateLimiterAbstract;

/** Whole seconds to wait (at least 1), for Retry-After. */
export const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** rate-limiter-flexible rejects with a RateLimiterRes when a limit is hit, and with an Error on a fault. */
export async function settle(p: Promise<RateLimiterRes>): Promise<RateLimiterRes> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}

/** `get` returns a record until its timer deletes it, which may be a moment after its window ended. */
export const live = (res: RateLimiterRes | null): res is RateLimiterRes =>
  res !== null && res.msBeforeNext > 0;

/** How far beyond its allowance a blocked key's counter is set: more than attempts can ever be in flight. */
const BLOCK_MARGIN = 1_000_000;

export interface AttemptPolicy {
  /** Failures allowed per key in a window. */
  failures: number;
  seconds: number;
  /** How long the failure that uses the allowance blocks the key. */
  blockSeconds: number;
}

/**
 * Attempts at a slow step (a password hash, a code look-up) per key, counted *before* the step in one
 * atomic increment (rate-limiter-flexible's `consume`: an upsert in the database store), so attempts sent
 * at the same moment each get their own number and a burst of N counts as N (docs/adr/0044). An attempt
 * that turns out right gives its point back; a wrong one keeps it, and the failure that uses the allowance
 * blocks the key for `blockSeconds`. Counter = attempts in flight + failures in the window; a refused
 * attempt adds nothing, since it gives its point straight back.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterAbstract;
  constructor(
    store: LimiterStore,
    keyPrefix: string,
    private readonly policy: AttemptPolicy,
  ) {
    // No blockDuration: the block starts at the failure that uses the allowance (see `failed`), as before.
    this.limiter = store({ keyPrefix, points: policy.failures, duration: policy.seconds });
  }

  /**
   * Takes one attempt: its number in the window, or the wait while the allowance is taken (then the point
   * goes straight back, so refused attempts never count as failures).
   */
  async take(key: string): Promise<{ number: number } | { wait: number }> {
    const res = await settle(this.limiter.consume(key));
    if (res.consumedPoints <= this.policy.failures) return { number: res.consumedPoints };
    await this.limiter.reward(key);
    return { wait: secondsUntil(res.msBeforeNext) };
  }

  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key);
  }

  /**
   * The attempt numbered `number` was wrong: its point stays. The one that used the allowance blocks the
   * key for `blockSeconds`: the counter is *set* far beyond the allowance, so the points that attempts
   * still in flight give back later cannot bring it under (rate-limiter-flexible's own `block` sets it
   * just one beyond, which those give-backs undo).
   */
  async failed(key: string, number: number): Promise<void> {
    if (number < this.policy.failures) return;
    await this.limiter.set(key, this.policy.failures + BLOCK_MARGIN, this.policy.blockSeconds);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

interface Taken {
  limiter: AttemptLimiter;
  key: string;
  number: number;
}

/** One attempt taken on several limiters at once; settle it with exactly one of its methods. */
export class Attempt {
  constructor(private readonly parts: readonly Taken[]) {}

  /** This attempt's number on `limiter` (1 for the first in its window); 0 when it was not taken there. */
  numberOn(limiter: AttemptLimiter): number {
    return this.parts.find((p) => p.limiter === limiter)?.number ?? 0;
  }

  /** The attempt was wrong: every limiter keeps its point. */
  async failed(): Promise<void> {
    await Promise.all(this.parts.map((p) => p.limiter.failed(p.key, p.number)));
  }

  /** The attempt was right or not a guess at all: every point goes back. */
  async giveBack(): Promise<void> {
    await Promise.all(this.parts.map((p) => p.limiter.giveBack(p.key)));
  }

  /** The attempt was right and proves the key's owner: `cleared` forgets its failures, the rest give back. */
  async succeeded(cleared: AttemptLimiter): Promise<void> {
    await Promise.all(
      this.parts.map((p) => (p.limiter === cleared ? p.limiter.clear(p.key) : p.limiter.giveBack(p.key))),
    );
  }
}

/**
 * Takes one attempt on every limiter (each under its own key) before the slow step, or throws
 * `refuse(wait)` with the longest wait when any allowance is taken; the points taken on the others then
 * go back.
 */
export async function takeAttempt(
  parts: readonly (readonly [AttemptLimiter, string])[],
  refuse: (retryAfterSeconds: number) => HttpError,
): Promise<Attempt> {
  const results = await Promise.all(parts.map(([limiter, key]) => limiter.take(key)));
  const taken: Taken[] = [];
  let wait = 0;
  results.forEach((res, i) => {
    const [limiter, key] = parts[i]!;
    if ('wait' in res) wait = Math.max(wait, res.wait);
    else taken.push({ limiter, key, number: res.number });
  });
  if (wait === 0) return new Attempt(taken);
  await new Attempt(taken).giveBack();
  throw refuse(wait);
}

/**
 * The slow step of a taken attempt. Should it throw (a fault, not a verdict), the attempt is given back:
 * it judged nothing, so it must not count as a failure.
 */
export async function judgedUnder<T>(
  attempt: { giveBack(): Promise<void> },
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (err) {
    await attempt.giveBack();
    throw err;
  }
}
