// ra-core, react-admin's headless core: the data provider's modules stay free of the UI kit.
import { fetchUtils, type Options } from 'ra-core';

/** The CMS's staff API, on the console's own origin (the CMS serves both). */
export const API_URL = '/api/admin';

/**
 * Every API call: JSON, the staff cookie sent (it is scoped to /api/admin, same origin). A 4xx answer
 * rejects with react-admin's HttpError carrying the API's `{ message, errors }` body, which forms show under
 * their fields and the notifications show as text.
 */
export function httpClient(url: string, options: Options = {}) {
  return fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' });
}

/** The API's error body, when a rejected call carries one. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

export function errorBody(error: unknown): ApiErrorBody {
  if (error && typeof error === 'object' && 'body' in error) {
    const body = (error as { body: unknown }).body;
    if (body && typeof body === 'object') return body as ApiErrorBody;
  }
  return {};
}

export function errorMessage(error: unknown): string {
  const body = errorBody(error);
  if (body.message) return body.message;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
