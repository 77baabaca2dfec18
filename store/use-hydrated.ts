import { useSyncExternalStore } from 'react';
import { isRestored, subscribeRestores, type Hydration } from './lazy-persist';

const subscribeNothing = () => () => {};

/** A store persisted with `lazy-persist.ts` (its `persist` API). */
export interface Restorable {
  persist: Hydration;
}

/**
 * False while React hydrates the server's HTML, true afterwards. The stores read localStorage, which the
 * server cannot see; components that act on stored state (redirects, initial form values) wait for this
 * so they neither mismatch the server HTML nor act on the empty server-side state.
 *
 * Given stores, it also waits until each of them has read its saved state, which for a returning shopper
 * happens a moment after the page has hydrated (the schemas that check it load first): pass every
 * persisted store whose state the component acts on.
 */
export function useHydrated(...stores: readonly Restorable[]): boolean {
  return useSyncExternalStore(
    stores.length === 0 ? subscribeNothing : subscribeRestores,
    () => stores.every((store) => isRestored(store.persist)),
    () => false,
  );
}
