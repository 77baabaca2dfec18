import { ApiError } from '@/lib/browser-api/client';

/**
 * The CMS's refusal of a discount code (issue 40: 422 with `errors.discount_code`), as the message it
 * gave; null for any other failure. Checkout shows it under the code box, or above the form at Pay.
 */
export function discountCodeRefusal(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  return err.errors?.discount_code ?? null;
}
