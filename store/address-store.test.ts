import { act } from '@testing-library/react';
import { ADDRESS_STORAGE_KEY, useAddressStore } from './address-store';
import { TEST_ADDRESS } from '@/store/test-address';

const home = TEST_ADDRESS;
const work = { ...home, line1: '5 Park Ave', postal_code: '10016' };

function save(state: unknown) {
  localStorage.setItem(ADDRESS_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
}

/** The store reads localStorage again, as when a page loads; resolves once it has. */
function startReading(): Promise<void> {
  let reading: Promise<void> = Promise.resolve();
  act(() => {
    reading = useAddressStore.persist.rehydrate();
  });
  return reading;
}

const stored = () => JSON.parse(localStorage.getItem(ADDRESS_STORAGE_KEY) ?? 'null')?.state?.address;

describe('the address store', () => {
  afterEach(() => act(() => useAddressStore.getState().clear()));

  it('saves the address under "address"', () => {
    act(() => useAddressStore.getState().save(home));
    expect(stored()).toEqual(home);
  });

  it('restores a valid saved address', async () => {
    save({ address: home });
    await act(() => startReading());
    expect(useAddressStore.getState().address).toEqual(home);
  });

  it('rejects an invalid saved address', async () => {
    save({ address: { ...home, phone: 2125550123 } });
    await act(() => startReading());
    expect(useAddressStore.getState().address).toBeNull();

    save({ address: { name: 'Asha' } });
    await act(() => startReading());
    expect(useAddressStore.getState().address).toBeNull();
  });

  it('keeps a save or a clear made while the saved address loads', async () => {
    save({ address: home });
    let reading = startReading();
    act(() => useAddressStore.getState().save(work));
    expect(stored()).toEqual(home);
    await act(() => reading);
    expect(useAddressStore.getState().address).toEqual(work);
    expect(stored()).toEqual(work);

    save({ address: home });
    reading = startReading();
    act(() => useAddressStore.getState().clear());
    await act(() => reading);
    expect(useAddressStore.getState().address).toBeNull();
    expect(stored()).toBeNull();
  });
});
