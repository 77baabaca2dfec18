import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Body of POST /api/revalidate: the cache tags to purge (Next accepts tags of up to 256 characters). */
export const revalidateBodySchema = z.object({
  tags: z.array(z.string().min(1).max(256)).min(1).max(128),
});

export type RevalidateCheck =
  { ok: true; tags: string[] } | { ok: false; status: 400 | 401; message: string };

/** Constant-time comparison, so the secret cannot be guessed byte by byte from response times. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a revalidation request: the `x-revalidate-secret` header must equal REVALIDATE_SECRET (an unset
 * secret refuses everything), and the body must be `{ tags: string[] }`.
 */
export function checkRevalidateRequest(
  secretHeader: string | null,
  expectedSecret: string | undefined,
  body: unknown,
): RevalidateCheck {
  if (!expectedSecret || secretHeader === null || !sameSecret(secretHeader, expectedSecret)) {
    return { ok: false, status: 401, message: 'Invalid revalidation secret' };
  }
  const parsed = revalidateBodySchema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, status: 400, message: 'Body must be {"tags": ["tag", ...]} with 1 to 128 tags' };
  }
  return { ok: true, tags: [...new Set(parsed.data.tags)] };
}
