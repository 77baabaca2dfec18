import type { SavedAddress } from './address-schema';

/** A saved delivery address for the store and form tests. */
export const TEST_ADDRESS: SavedAddress = {
  name: 'Asha',
  state: 'NY',
  city: 'New York',
  phone: '2125550123',
  postal_code: '10001',
  line1: '1 Main St',
};
