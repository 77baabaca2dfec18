import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import * as z from 'zod/mini';
import { syncAcrossTabs } from './persist-sync';

export const ADDRESS_STORAGE_KEY = 'address';

/** The shopper's saved delivery address, named like the checkout's fields so it can prefill them. */
export const savedAddressSchema = z.object({
  name: z.string(),
  state: z.string(),
  city: z.string(),
  phone: z.string(),
  postal_code: z.string(),
  line1: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

interface AddressState {
  address: SavedAddress | null;
  save: (address: SavedAddress) => void;
  clear: () => void;
}

export const useAddressStore = create<AddressState>()(
  persist(
    (set) => ({
      address: null,
      save: (address) => set({ address }),
      clear: () => set({ address: null }),
    }),
    {
      name: ADDRESS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ address: s.address }),
      merge: (persisted, current) => {
        const address = savedAddressSchema.safeParse((persisted as { address?: unknown } | null)?.address);
        return { ...current, address: address.success ? address.data : null };
      },
    },
  ),
);

syncAcrossTabs(ADDRESS_STORAGE_KEY, () => useAddressStore.persist.rehydrate());

/** The saved address (null when none, and during server rendering), for the profile and checkout forms. */
export function useSavedAddress(): SavedAddress | null {
  return useAddressStore((s) => s.address);
}
