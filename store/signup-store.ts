import { create } from 'zustand';
import type { SignupInput } from '@common/contract';

/**
 * The signup form's data on its way to /signupverification (the spec's "navigation state"). Held in memory
 * only: the password is never written to storage or put in a URL. A reload of the verification page
 * loses it, and the page sends the shopper back to /signup.
 */
interface SignupState {
  pending: SignupInput | null;
  setPending: (input: SignupInput) => void;
  clear: () => void;
}

export const useSignupStore = create<SignupState>()((set) => ({
  pending: null,
  setPending: (pending) => set({ pending }),
  clear: () => set({ pending: null }),
}));
