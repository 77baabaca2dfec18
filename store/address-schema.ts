import * as z from 'zod/mini';
import type { PersistedAddress } from './address-store';

/**
 * The saved delivery address's schema and the check of what localStorage holds. Loaded by the address store
 * only when an address was saved, so zod stays out of the pages a fresh visitor loads.
 */
export const savedAddressSchema = z.object({
  name: z.string(),
  state: z.string(),
  city: z.string(),
  phone: z.string(),
  postal_code: z.string(),
  line1: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export function restoreAddress(saved: unknown): PersistedAddress {
  const address = savedAddressSchema.safeParse((saved as { address?: unknown } | null)?.address);
  return { address: address.success ? address.data : null };
}
