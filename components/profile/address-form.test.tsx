import { act, render, screen } from '@testing-library/react';
import { TEST_ADDRESS } from '@/store/test-address';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

const home = TEST_ADDRESS;

it('starts from the saved address once it has been read, not from a blank form', async () => {
  localStorage.setItem('address', JSON.stringify({ state: { address: home }, version: 1 }));
  // Imported only now, so the address store is created as on a page load, with the address saved.
  const { AddressForm } = await import('./address-form');
  const { useAddressStore } = await import('@/store/address-store');
  expect(useAddressStore.persist.hasHydrated()).toBe(false);
  render(<AddressForm />);
  expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  await act(() => new Promise((resolve) => useAddressStore.persist.onFinishHydration(resolve)));
  expect(screen.getByLabelText('Full name')).toHaveValue('Asha');
  expect(screen.getByLabelText('Street address')).toHaveValue('1 Main St');
});
