import { act } from '@testing-library/react';
import { apiCall, ApiError } from '@/lib/api/client';
import { statusResponse } from '@/lib/contract';
import { useUserStore } from './user-store';

const shopper = { id: 7, name: 'Asha', email: 'asha@example.com', stripe_cus_id: null };

describe('the user store', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    act(() => useUserStore.getState().clearUser());
  });

  it('signs the shopper out when an API call answers 401', async () => {
    act(() => useUserStore.getState().setUser(shopper));
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 401,
      json: async () => ({ status: false, message: 'Unauthenticated' }),
    }) as unknown as typeof fetch;
    await act(async () => {
      await expect(
        apiCall('/user/logout', statusResponse, { method: 'POST', body: {} }),
      ).rejects.toBeInstanceOf(ApiError);
    });
    expect(useUserStore.getState().user).toBeNull();
  });
});
