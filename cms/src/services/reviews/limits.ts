import { UNKNOWN_ADDRESS } from '../../lib/client-address';
import { tooManyRequests, WindowLimiter, type LimiterStore } from '../rate-limits';

/**
 * Reviews sent (new or edited) per customer and per client address. Each is stored and waits in the owner's
 * queue, so a customer, or one machine with many accounts, could otherwise fill the queue and the table.
 * Per customer: a customer with a big order can still review all of it over a day; per address: room for a
 * household or an office.
 */
export const REVIEW_LIMITS = {
  perCustomer: { points: 20, seconds: 60 * 60 },
  perAddress: { points: 60, seconds: 60 * 60 },
} as const;

export function createReviewLimits(store: LimiterStore) {
  const byCustomer = new WindowLimiter(store, 'review-customer', REVIEW_LIMITS.perCustomer);
  const byAddress = new WindowLimiter(store, 'review-address', REVIEW_LIMITS.perAddress);
  return {
    /**
     * Counts one review from this customer and address before anything is looked up, or throws 429. Both
     * counts are one atomic step each, so a parallel burst counts in full (docs/adr/0044); a refused review
     * gives back what the other limiter took. A request without a socket address ('unknown': tests'
     * `app.request` only) is counted per customer alone.
     */
    async take(userId: number, address: string): Promise<void> {
      const parts: [WindowLimiter, string][] = [[byCustomer, String(userId)]];
      if (address !== UNKNOWN_ADDRESS) parts.push([byAddress, address]);
      const waits = await Promise.all(parts.map(([l, key]) => l.tryTake(key)));
      const wait = Math.max(0, ...waits.map((w) => w ?? 0));
      if (wait === 0) return;
      await Promise.all(parts.map(([l, key], i) => (waits[i] === null ? l.giveBack(key) : null)));
      throw tooManyRequests(wait, 'reviews');
    },
  };
}

export type ReviewLimits = ReturnType<typeof createReviewLimits>;
