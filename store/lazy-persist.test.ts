import { act, renderHook } from '@testing-library/react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isRestored, trackRestore, validatedStorage, whenRestored } from './lazy-persist';
import { useHydrated } from './use-hydrated';

interface Counter {
  count: number;
  bump: () => void;
}

const KEY = 'lazy-persist-test';
const restoreCount = (saved: unknown) => {
  const count = (saved as { count?: unknown } | null)?.count;
  return { count: typeof count === 'number' && count >= 0 ? count : 0 };
};

/** A store persisted like the shop's stores, with a validator that loads when `release` is called. */
function makeStore() {
  let release: () => void = () => {};
  const loadRestore = jest.fn(
    () => new Promise<typeof restoreCount>((resolve) => (release = () => resolve(restoreCount))),
  );
  const store = create<Counter>()(
    persist(
      (set, _get, api) => ({
        count: 0,
        bump: () => whenRestored(api.persist, () => set((s) => ({ count: s.count + 1 }))),
      }),
      {
        name: KEY,
        version: 1,
        storage: validatedStorage(loadRestore),
        partialize: (s) => ({ count: s.count }),
        merge: (restored, current) => ({ ...current, ...((restored as { count: number }) ?? { count: 0 }) }),
      },
    ),
  );
  trackRestore(store.persist);
  return { store, loadRestore, release: () => release() };
}

const saved = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { state: { count: number } } | null;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => localStorage.clear());

it('with nothing saved, is ready at once and never loads the validator', () => {
  const { store, loadRestore } = makeStore();
  expect(store.persist.hasHydrated()).toBe(true);
  store.getState().bump();
  expect(store.getState().count).toBe(1);
  expect(saved()?.state.count).toBe(1);
  expect(loadRestore).not.toHaveBeenCalled();
});

it('checks what was saved with the validator before using it', async () => {
  localStorage.setItem(KEY, JSON.stringify({ state: { count: 4 }, version: 1 }));
  const { store, loadRestore, release } = makeStore();
  expect(store.persist.hasHydrated()).toBe(false);
  expect(loadRestore).toHaveBeenCalledTimes(1);
  release();
  await settle();
  expect(store.getState().count).toBe(4);

  localStorage.setItem(KEY, JSON.stringify({ state: { count: -3 }, version: 1 }));
  const invalid = makeStore();
  invalid.release();
  await settle();
  expect(invalid.store.getState().count).toBe(0);
});

it('ignores unreadable JSON and a validator that cannot be loaded', async () => {
  localStorage.setItem(KEY, '{not json');
  const unreadable = makeStore();
  await settle();
  expect(unreadable.store.persist.hasHydrated()).toBe(true);
  expect(unreadable.loadRestore).not.toHaveBeenCalled();

  localStorage.setItem(KEY, JSON.stringify({ state: { count: 4 }, version: 1 }));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const offline = create<Counter>()(
    persist((set) => ({ count: 0, bump: () => set((s) => ({ count: s.count + 1 })) }), {
      name: KEY,
      storage: validatedStorage(() => Promise.reject(new Error('chunk failed'))),
    }),
  );
  await settle();
  expect(offline.persist.hasHydrated()).toBe(true);
  expect(offline.getState().count).toBe(0);
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

it('applies actions made while the saved state loads to it, in order, and saves nothing before', async () => {
  localStorage.setItem(KEY, JSON.stringify({ state: { count: 4 }, version: 1 }));
  const { store, release } = makeStore();
  store.getState().bump();
  store.getState().bump();
  expect(store.getState().count).toBe(0);
  expect(saved()?.state.count).toBe(4);
  release();
  await settle();
  expect(store.getState().count).toBe(6);
  expect(saved()?.state.count).toBe(6);
});

it('useHydrated waits for the store, and stays true while another tab’s change is read', async () => {
  localStorage.setItem(KEY, JSON.stringify({ state: { count: 4 }, version: 1 }));
  const { store, release } = makeStore();
  const { result } = renderHook(() => useHydrated(store));
  expect(result.current).toBe(false);
  release();
  await settle();
  expect(result.current).toBe(true);

  void act(() => void store.persist.rehydrate());
  expect(store.persist.hasHydrated()).toBe(false);
  expect(isRestored(store.persist)).toBe(true);
  expect(result.current).toBe(true);
  release();
  await settle();
});
