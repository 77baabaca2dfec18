import { ApiError, NetworkError } from '@/lib/browser-api/client';
import { MSG } from '@common/messages';

/**
 * The text for a failed call (docs/behaviour.md#failures): the answer's own message, or a generic server
 * error when there was no answer.
 */
export function responseMessageOr(err: unknown, fallback: string = MSG.serverError): string {
  if (err instanceof ApiError) return err.message;
  return fallback;
}

export const isNetworkError = (err: unknown): err is NetworkError => err instanceof NetworkError;

/**
 * A failed code check: a refused code reads 'Please enter a valid verification code'; a conflict or rate
 * limit keeps the server's explanation; no answer (or a server fault) reads 'Server error'.
 */
export function codeErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 409 || err.status === 429) return err.message;
    if (err.status < 500) return MSG.code.invalid;
  }
  return MSG.code.networkError;
}
