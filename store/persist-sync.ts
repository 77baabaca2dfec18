/**
 * Keeps a persisted store the same in every open tab: when another tab writes the store's localStorage
 * key, the `storage` event fires here and the store re-reads it.
 */
export function syncAcrossTabs(key: string, rehydrate: () => unknown): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    // key === null means another tab cleared all of localStorage.
    if (event.storageArea !== window.localStorage) return;
    if (event.key === key || event.key === null) void rehydrate();
  });
}
