import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SavedAddress } from './address-schema';
import { trackRestore, validatedStorage, whenRestored } from './lazy-persist';
import { syncAcrossTabs } from './persist-sync';

export const ADDRESS_STORAGE_KEY = 'address';

/** The shopper's saved delivery address, named like the checkout's fields so it can prefill them. */
export type { SavedAddress };

interface AddressState {
  address: SavedAddress | null;
  save: (address: SavedAddress) => void;
  clear: () => void;
}

/** What is saved under `address`. */
export type PersistedAddress = Pick<AddressState, 'address'>;

export const useAddressStore = create<AddressState>()(
  persist(
    (set, _get, api) => ({
      address: null,
      // Made while the saved address is still being read, they wait for it rather than be overwritten by it.
      save: (address) => whenRestored(api.persist, () => set({ address })),
      clear: () => whenRestored(api.persist, () => set({ address: null })),
    }),
    {
      name: ADDRESS_STORAGE_KEY,
      version: 1,
      // Checked by address-schema.ts, loaded only when an address was saved.
      storage: validatedStorage<PersistedAddress>(() =>
        import('./address-schema').then((m) => m.restoreAddress),
      ),
      partialize: (s): PersistedAddress => ({ address: s.address }),
      merge: (restored, current) => ({
        ...current,
        address: (restored as PersistedAddress | undefined)?.address ?? null,
      }),
    },
  ),
);

trackRestore(useAddressStore.persist);
syncAcrossTabs(ADDRESS_STORAGE_KEY, () => useAddressStore.persist.rehydrate());

/** The saved address (null when none, and during server rendering), for the profile and checkout forms. */
export function useSavedAddress(): SavedAddress | null {
  return useAddressStore((s) => s.address);
}
