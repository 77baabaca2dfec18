import { clientAddressHeaders, verifiedClientAddress, signClientAddress } from './client-address';

describe('signed client address', () => {
  const secret = 'shared-secret';

  it('is believed with the right signature', () => {
    const h = clientAddressHeaders('127.0.0.2', secret);
    expect(verifiedClientAddress(h['x-shop-client-address'], h['x-shop-client-signature'], secret)).toBe(
      '127.0.0.2',
    );
  });

  it('is refused when forged, signed with another secret, for another address, or unsigned', () => {
    expect(verifiedClientAddress('127.0.0.2', 'abcd', secret)).toBeNull();
    expect(verifiedClientAddress('127.0.0.2', signClientAddress('127.0.0.2', 'other'), secret)).toBeNull();
    expect(verifiedClientAddress('127.0.0.3', signClientAddress('127.0.0.2', secret), secret)).toBeNull();
    expect(verifiedClientAddress('127.0.0.2', undefined, secret)).toBeNull();
    expect(verifiedClientAddress('127.0.0.2', signClientAddress('127.0.0.2', secret), undefined)).toBeNull();
  });

  it('sends nothing without an address or a secret', () => {
    expect(clientAddressHeaders(undefined, secret)).toEqual({});
    expect(clientAddressHeaders('127.0.0.2', undefined)).toEqual({});
  });
});
