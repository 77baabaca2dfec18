import type * as z from 'zod/mini';
import { readEnvelope } from '@common/contract/read-envelope';
import { FAILURE_MSG } from '@common/messages';
import { reportUnauthorized } from './unauthorized';

/**
 * Browser-side calls to the CMS API through the storefront's proxy (/api/v1/...), which adds the session
 * cookie as Bearer. Every answer is parsed with the contract's schema.
 */

/** The server answered with a failure (4xx/5xx), or with something that does not fit the contract. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** The answer was the API's failure envelope (`{status: false, message}`): the API itself said no. */
    readonly fromApi = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * No answer at all: the shopper is offline or the storefront is down. Its message is a sentence a shopper
 * can read (the browser's own is 'Failed to fetch'); the browser's error is kept as its cause.
 */
export class NetworkError extends Error {
  constructor(message: string = FAILURE_MSG.network, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiCall<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  { method = 'GET', body, query, signal }: CallOptions = {},
): Promise<z.output<S>> {
  const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}${qs}`, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (err) {
    throw new NetworkError(FAILURE_MSG.network, { cause: err });
  }
  const reading = await readEnvelope(res, schema);
  if (reading.ok) return reading.data;
  if (reading.kind === 'unexpected') throw new ApiError(502, 'Unexpected answer from the server');
  const { status, failure } = reading;
  if (status === 401) reportUnauthorized();
  throw new ApiError(
    status,
    failure?.message ?? `The server answered ${status}`,
    failure?.errors,
    failure !== undefined,
  );
}
