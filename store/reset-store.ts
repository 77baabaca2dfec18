import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const RESET_STORAGE_KEY = 'password-reset';

/**
 * The email (and, once verified, the code) shared by /passwordreset, /codeverification and
 * /confirmnewpassword. Kept in sessionStorage (this tab only, gone when it closes), never in the URL.
 */
interface ResetState {
  email: string | null;
  code: string | null;
  start: (email: string) => void;
  setCode: (code: string) => void;
  clear: () => void;
}

export const useResetStore = create<ResetState>()(
  persist(
    (set) => ({
      email: null,
      code: null,
      start: (email) => set({ email, code: null }),
      setCode: (code) => set({ code }),
      clear: () => set({ email: null, code: null }),
    }),
    {
      name: RESET_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ email: s.email, code: s.code }),
    },
  ),
);
