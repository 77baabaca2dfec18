import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML, true afterwards. The stores read localStorage, which the
 * server cannot see; components that act on stored state (redirects, initial form values) wait for this
 * so they neither mismatch the server HTML nor act on the empty server-side state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
