import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SessionUser } from '@common/contract';
import { setUnauthorizedListener } from '@/lib/browser-api/unauthorized';
import { trackRestore, validatedStorage, whenRestored } from './lazy-persist';
import { syncAcrossTabs } from './persist-sync';

export const USER_STORAGE_KEY = 'user';

export interface UserState {
  /** The signed-in shopper's non-secret summary; null for guests. The access token is never here. */
  user: SessionUser | null;
  setUser: (user: SessionUser) => void;
  /** Forgets the shopper locally (logout, or the server said the session is gone). */
  clearUser: () => void;
}

/** What is saved under `user`. */
export type PersistedUser = Pick<UserState, 'user'>;

export const useUserStore = create<UserState>()(
  persist(
    (set, _get, api) => ({
      user: null,
      // Made while the saved summary is still being read, they wait for it rather than be overwritten by it.
      setUser: (user) => whenRestored(api.persist, () => set({ user })),
      clearUser: () => whenRestored(api.persist, () => set({ user: null })),
    }),
    {
      name: USER_STORAGE_KEY,
      version: 1,
      // Checked with the contract's schema by user-schema.ts, loaded only when a summary was saved.
      storage: validatedStorage<PersistedUser>(() => import('./user-schema').then((m) => m.restoreUser)),
      partialize: (s): PersistedUser => ({ user: s.user }),
      merge: (restored, current) => ({
        ...current,
        user: (restored as PersistedUser | undefined)?.user ?? null,
      }),
    },
  ),
);

/** Selector helpers, so components re-render only on what they show. */
export const selectUser = (s: UserState) => s.user;
export const selectSignedIn = (s: UserState) => s.user !== null;

trackRestore(useUserStore.persist);
syncAcrossTabs(USER_STORAGE_KEY, () => useUserStore.persist.rehydrate());

// Any 401 from the proxy means the session cookie is gone: sign out here too, once the summary is read.
setUnauthorizedListener(() =>
  whenRestored(useUserStore.persist, () => {
    if (useUserStore.getState().user !== null) useUserStore.getState().clearUser();
  }),
);
