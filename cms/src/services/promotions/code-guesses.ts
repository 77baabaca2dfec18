import { PROMO_MSG } from '@common/messages';
import { HttpError } from '../../lib/http';
import { UNKNOWN_ADDRESS } from '../../lib/client-address';
import { AttemptLimiter, type LimiterStore } from '../attempt-limiter';

/**
 * Codes a stranger could guess by trying initiate with one after another: each unknown code counts against
 * the client address, taken before the look-up (ADR 0044) so a burst counts in full. 20 wrong codes in 10
 * minutes block the address's codes for 10 minutes; a shopper mistyping once or twice never notices.
 */
export const CODE_GUESSES = { failures: 20, seconds: 10 * 60, blockSeconds: 10 * 60 };

export function codeGuessLimiter(store: LimiterStore) {
  const limiter = new AttemptLimiter(store, 'promo-code-guess', CODE_GUESSES);
  /** Runs `priceWithCode` for an address's typed code, counting it as a guess when the code is unknown. */
  return async function guarded<T>(address: string, priceWithCode: () => Promise<T>): Promise<T> {
    // Requests with no socket address (tests' app.request only) would all share one allowance.
    if (address === UNKNOWN_ADDRESS) return priceWithCode();
    const taken = await limiter.take(address);
    if ('wait' in taken) {
      const message = PROMO_MSG.tooManyCodes(taken.wait);
      throw new HttpError(429, message, { discount_code: message }, { 'Retry-After': String(taken.wait) });
    }
    try {
      const result = await priceWithCode();
      await limiter.giveBack(address);
      return result;
    } catch (err) {
      if (err instanceof HttpError && err.errors?.discount_code === PROMO_MSG.unknown) {
        await limiter.failed(address, taken.number);
      } else {
        await limiter.giveBack(address);
      }
      throw err;
    }
  };
}
