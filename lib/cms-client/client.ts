import 'server-only';
import * as z from 'zod/mini';
import { failureSchema } from '@common/contract';

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
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const failure = failureSchema.safeParse(body);
    throw new CmsError(
      res.status,
      failure.success ? failure.data.message : `CMS answered ${res.status}`,
      failure.success ? failure.data.errors : undefined,
    );
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new CmsError(502, `Unexpected answer from the CMS for ${path}`);
  return parsed.data;
}
