import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests of the storefront (lib/, store/, components/, app/), its server (server/), the shared code (common/) and the owner's console (admin/). The CMS has its own runner (npm run test:cms). */
export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^@common/(.*)$': '<rootDir>/common/$1',
    '^server-only$': '<rootDir>/lib/testing/empty-module.ts',
  },
  testMatch: ['<rootDir>/{lib,store,components,app,common,server,admin}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/cms/',
    '<rootDir>/e2e/',
    '<rootDir>/.next',
    '<rootDir>/admin/dist/',
  ],
});
