/** @jest-environment node */
import { assertSecrets, missingSecrets } from './required-secrets.mjs';

const BOTH = { CLIENT_ADDRESS_SECRET: 'a'.repeat(32), REVALIDATE_SECRET: 'b'.repeat(32) };

describe('the secrets a production storefront needs to start', () => {
  it('names each one missing or blank in production', () => {
    expect(missingSecrets({ NODE_ENV: 'production' })).toEqual([
      'CLIENT_ADDRESS_SECRET',
      'REVALIDATE_SECRET',
    ]);
    expect(missingSecrets({ NODE_ENV: 'production', ...BOTH, REVALIDATE_SECRET: '  ' })).toEqual([
      'REVALIDATE_SECRET',
    ]);
    expect(() => assertSecrets({ NODE_ENV: 'production', REVALIDATE_SECRET: 'x' })).toThrow(
      /without CLIENT_ADDRESS_SECRET/,
    );
  });

  it('lets a production server with both start, and development, tests and the build run without', () => {
    expect(() => assertSecrets({ NODE_ENV: 'production', ...BOTH })).not.toThrow();
    expect(missingSecrets({ NODE_ENV: 'development' })).toEqual([]);
    expect(missingSecrets({ NODE_ENV: 'test' })).toEqual([]);
    expect(missingSecrets({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toEqual([]);
  });
});
