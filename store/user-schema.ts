import { sessionUserSchema } from '@common/contract/records';
import type { PersistedUser } from './user-store';

/**
 * The check of a saved user summary, with the contract's schema. Loaded by the user store only when
 * localStorage holds one, so zod stays out of the pages a fresh visitor loads.
 */
export function restoreUser(saved: unknown): PersistedUser {
  const user = sessionUserSchema.safeParse((saved as { user?: unknown } | null)?.user);
  return { user: user.success ? user.data : null };
}
