import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { sessionUserSchema, type SessionUser } from '@/lib/contract';
import { setUnauthorizedListener } from '@/lib/api/unauthorized';
import { syncAcrossTabs } from './persist-sync';

export const USER_STORAGE_KEY = 'user';

export interface UserState {
  /** The signed-in shopper's non-secret summary; null for guests. The access token is never here. */
  user: SessionUser | null;
  setUser: (user: SessionUser) => void;
  /** Forgets the shopper locally (logout, or the server said the session is gone). */
  clearUser: () => void;
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      clearUser: () => set({ user: null }),
    }),
    {
      name: USER_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user }),
      merge: (persisted, current) => {
        const user = sessionUserSchema.safeParse((persisted as { user?: unknown } | null)?.user);
        return { ...current, user: user.success ? user.data : null };
      },
    },
  ),
);

/** Selector helpers, so components re-render only on what they show. */
export const selectUser = (s: UserState) => s.user;
export const selectSignedIn = (s: UserState) => s.user !== null;

syncAcrossTabs(USER_STORAGE_KEY, () => useUserStore.persist.rehydrate());

// Any 401 from the proxy means the session cookie is gone: sign out here too.
setUnauthorizedListener(() => {
  if (useUserStore.getState().user !== null) useUserStore.getState().clearUser();
});
