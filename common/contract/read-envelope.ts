import * as z from 'zod/mini';
import { failureSchema } from './envelope';

/**
 * What one HTTP answer of the API says, read the contract's way: a success parsed with the caller's schema,
 * the API's own failure envelope (`{status: false, message, errors?}`), or an answer that fits neither.
 * The storefront's server-side client and its browser client both read answers through this, and each turns
 * a refusal into its own error class.
 */
export type EnvelopeReading<T> =
  | { ok: true; data: T }
  /** A 4xx/5xx; `failure` is the API's envelope when the body was one (the API itself said no). */
  | { ok: false; kind: 'refused'; status: number; failure?: z.infer<typeof failureSchema> }
  /** A 2xx whose body does not fit the expected schema. */
  | { ok: false; kind: 'unexpected' };

export async function readEnvelope<S extends z.core.$ZodType>(
  res: Response,
  schema: S,
): Promise<EnvelopeReading<z.output<S>>> {
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const failure = failureSchema.safeParse(body);
    return {
      ok: false,
      kind: 'refused',
      status: res.status,
      failure: failure.success ? failure.data : undefined,
    };
  }
  const parsed = z.safeParse(schema, body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, kind: 'unexpected' };
}
