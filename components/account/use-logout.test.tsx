import { act, renderHook } from '@testing-library/react';
import { logout } from '@/lib/browser-api/accounts';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { useAddressStore } from '@/store/address-store';
import { useUserStore } from '@/store/user-store';
import { useLogout } from './use-logout';
import { TEST_ADDRESS } from '@/store/test-address';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn() }),
  usePathname: () => '/',
}));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/lib/browser-api/accounts', () => ({ logout: jest.fn() }));

const shopper = { id: 7, name: 'Asha', email: 'asha@example.com', stripe_cus_id: null };

beforeEach(() => {
  jest.clearAllMocks();
  act(() => {
    useUserStore.getState().setUser(shopper);
    useAddressStore.getState().save(TEST_ADDRESS);
  });
});

it('logs out with the CMS (the API client loaded on demand), forgets the shopper and goes home', async () => {
  jest.mocked(logout).mockResolvedValue();
  const { result } = renderHook(() => useLogout());
  await act(() => result.current());
  expect(logout).toHaveBeenCalledTimes(1);
  expect(useUserStore.getState().user).toBeNull();
  expect(useAddressStore.getState().address).toBeNull();
  expect(notify.success).toHaveBeenCalledWith(MSG.loggedOut);
  expect(mockReplace).toHaveBeenCalledWith('/');
});

it('still signs out locally when the call fails', async () => {
  jest.mocked(logout).mockRejectedValue(new Error('offline'));
  const { result } = renderHook(() => useLogout());
  await act(() => result.current());
  expect(useUserStore.getState().user).toBeNull();
  expect(mockReplace).toHaveBeenCalledWith('/');
});
