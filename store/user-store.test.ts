import { act } from '@testing-library/react';
import { apiCall, ApiError } from '@/lib/browser-api/client';
import { statusResponse } from '@common/contract';
import { USER_STORAGE_KEY, useUserStore } from './user-store';

const shopper = { id: 7, name: 'Asha', email: 'asha@example.com', stripe_cus_id: null };
const other = { id: 8, name: 'Bina', email: 'bina@example.com', stripe_cus_id: 'cus_1' };

/** What a returning shopper's browser holds under `user`. */
function save(state: unknown) {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
}

/** The store reads localStorage again, as when a page loads; resolves once it has. */
function startReading(): Promise<void> {
  let reading: Promise<void> = Promise.resolve();
  act(() => {
    reading = useUserStore.persist.rehydrate();
  });
  return reading;
}

const stored = () => JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')?.state?.user;

function answer401() {
  global.fetch = jest.fn().mockResolvedValue({
    ok: false,
    status: 401,
    json: async () => ({ status: false, message: 'Unauthenticated' }),
  }) as unknown as typeof fetch;
}
const call = () => apiCall('/user/logout', statusResponse, { method: 'POST', body: {} });

describe('the user store', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    act(() => useUserStore.getState().clearUser());
  });

  it('signs the shopper out when an API call answers 401', async () => {
    act(() => useUserStore.getState().setUser(shopper));
    answer401();
    await act(async () => {
      await expect(call()).rejects.toBeInstanceOf(ApiError);
    });
    expect(useUserStore.getState().user).toBeNull();
  });

  it('restores a valid saved summary', async () => {
    save({ user: shopper });
    await act(() => startReading());
    expect(useUserStore.getState().user).toEqual(shopper);
  });

  it('rejects an invalid saved summary', async () => {
    save({ user: { ...shopper, id: 'seven' } });
    await act(() => startReading());
    expect(useUserStore.getState().user).toBeNull();

    save({ user: { ...shopper, token: undefined, stripe_cus_id: 42 } });
    await act(() => startReading());
    expect(useUserStore.getState().user).toBeNull();
  });

  it('keeps a sign-in or sign-out made while the saved summary loads', async () => {
    save({ user: shopper });
    let reading = startReading();
    act(() => useUserStore.getState().setUser(other));
    expect(stored()).toEqual(shopper);
    await act(() => reading);
    expect(useUserStore.getState().user).toEqual(other);
    expect(stored()).toEqual(other);

    save({ user: shopper });
    reading = startReading();
    act(() => useUserStore.getState().clearUser());
    await act(() => reading);
    expect(useUserStore.getState().user).toBeNull();
    expect(stored()).toBeNull();
  });

  it('a 401 while the saved summary loads signs the restored shopper out', async () => {
    save({ user: shopper });
    const reading = startReading();
    answer401();
    await act(async () => {
      await expect(call()).rejects.toBeInstanceOf(ApiError);
      await reading;
    });
    expect(useUserStore.getState().user).toBeNull();
  });
});
