import 'server-only';
import type * as z from 'zod/mini';
import { readEnvelope } from '@common/contract';

/** The CMS answered with a failure envelope or could not be reached. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export function cmsBaseUrl(): string {
  return (process.env.CMS_API_URL || 'http://localhost:4000').replace(/\/$/, '');
}

/** One typed call to the CMS API: the response is parsed with the contract's schema or rejected. */
export async function cmsFetch<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  init: RequestInit = {},
): Promise<z.output<S>> {
  let res: Response;
  try {
    res = await fetch(`${cmsBaseUrl()}/api/v1${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (err) {
    throw new CmsError(503, `The shop's catalogue is unreachable: ${(err as Error).message}`);
  }
  const reading = await readEnvelope(res, schema);
  if (reading.ok) return reading.data;
  if (reading.kind === 'unexpected') throw new CmsError(502, `Unexpected answer from the CMS for ${path}`);
  const { status, failure } = reading;
  throw new CmsError(status, failure?.message ?? `CMS answered ${status}`, failure?.errors);
}
