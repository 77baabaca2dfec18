import { act, render, screen } from '@testing-library/react';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn() }),
  usePathname: () => '/profile',
}));

const shopper = { id: 7, name: 'Asha', email: 'asha@example.com', stripe_cus_id: null };

beforeEach(() => jest.clearAllMocks());

// Imported only here, so the user store is created as on a page load, with what localStorage holds then.
const load = async () => ({
  ...(await import('./profile-guard')),
  ...(await import('@/store/user-store')),
});

it('waits for the saved summary of a returning shopper instead of sending them to /login', async () => {
  localStorage.setItem('user', JSON.stringify({ state: { user: shopper }, version: 1 }));
  const { ProfileGuard, useUserStore } = await load();
  expect(useUserStore.persist.hasHydrated()).toBe(false);
  render(<ProfileGuard>profile</ProfileGuard>);
  expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  await act(() => new Promise((resolve) => useUserStore.persist.onFinishHydration(resolve)));
  expect(screen.getByText('profile')).toBeInTheDocument();
  expect(mockReplace).not.toHaveBeenCalled();
});

it('sends a guest to /login and back', async () => {
  const { ProfileGuard, useUserStore } = await load();
  act(() => useUserStore.getState().clearUser());
  render(<ProfileGuard>profile</ProfileGuard>);
  expect(mockReplace).toHaveBeenCalledWith('/login?next=%2Fprofile');
  expect(screen.queryByText('profile')).not.toBeInTheDocument();
});
