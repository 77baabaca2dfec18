import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * localStorage persistence for the stores whose saved state is checked with the contract's zod schemas,
 * which loads those schemas only when there is something to check. A fresh visitor (nothing saved) never
 * downloads them: reading the key answers null at once and the store is ready at once, with its empty
 * state. With something saved, reading answers a promise that imports the store's validator and resolves to
 * the checked state; until then the store holds its empty state and its actions wait (`whenRestored`).
 */

/** Turns whatever was saved (edited by hand, left by an older version) into a valid state. */
export type Restore<S> = (saved: unknown) => S;

/** The part of a persisted store's `persist` API that tells whether it has read its saved state. */
export interface Hydration {
  hasHydrated: () => boolean;
  onFinishHydration: (listener: () => void) => () => void;
}

/** localStorage, or null where there is none (server rendering) or the browser refuses it. */
function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A persist storage for `persist`'s `storage` option: JSON under the store's key, the saved state passed
 * through the validator `loadRestore` imports. The store's `merge` receives the checked state, or undefined
 * when nothing (usable) was saved.
 */
export function validatedStorage<S>(loadRestore: () => Promise<Restore<S>>): PersistStorage<S> {
  return {
    getItem: (name) => {
      const raw = localStore()?.getItem(name) ?? null;
      return raw === null ? null : restored(raw, loadRestore);
    },
    setItem: (name, value) => localStore()?.setItem(name, JSON.stringify(value)),
    removeItem: (name) => localStore()?.removeItem(name),
  };
}

async function restored<S>(
  raw: string,
  loadRestore: () => Promise<Restore<S>>,
): Promise<StorageValue<S> | null> {
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { state, version } = saved as { state?: unknown; version?: unknown };
  let restore: Restore<S>;
  try {
    restore = await loadRestore();
  } catch (error) {
    // The validator could not be loaded (offline): the saved state cannot be checked, so it is not used.
    console.error('The saved state could not be checked', error);
    return null;
  }
  return { state: restore(state), version: typeof version === 'number' ? version : undefined };
}

/**
 * Runs `action` at once when the store has read its saved state, else as soon as it has, in call order. The
 * stores' actions go through here, so one made while the saved state loads (a click on Add to Cart) is
 * applied to the restored state instead of being overwritten by it, and is not saved over it.
 */
export function whenRestored(hydration: Hydration, action: () => void): void {
  if (hydration.hasHydrated()) {
    action();
    return;
  }
  const stop = hydration.onFinishHydration(() => {
    stop();
    action();
  });
}

const restoredOnce = new WeakSet<Hydration>();
const restoreListeners = new Set<() => void>();

/**
 * Remembers when a store has read its saved state for the first time (for `isRestored` and `useHydrated`);
 * called once per store, right after it is created.
 */
export function trackRestore(hydration: Hydration): void {
  if (hydration.hasHydrated()) {
    restoredOnce.add(hydration);
    return;
  }
  const stop = hydration.onFinishHydration(() => {
    stop();
    restoredOnce.add(hydration);
    restoreListeners.forEach((listener) => listener());
  });
}

/**
 * True once the store has read its saved state, and from then on: while another tab's change is read again,
 * the store keeps showing its current state (its actions still wait, see `whenRestored`).
 */
export function isRestored(hydration: Hydration): boolean {
  return restoredOnce.has(hydration) || hydration.hasHydrated();
}

/** Calls `listener` whenever a tracked store has read its saved state for the first time. */
export function subscribeRestores(listener: () => void): () => void {
  restoreListeners.add(listener);
  return () => {
    restoreListeners.delete(listener);
  };
}
