import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.open-next/**',
    'bench/.tmp/**',
    '.data/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'admin/dist/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No function longer than 80 lines in the shop, the CMS or the console: a longer one is split where
    // its steps have names. Tests, seed data, the benchmarks and the browser tests are exempt.
    files: [
      'app/**',
      'components/**',
      'lib/**',
      'common/**',
      'store/**',
      'server/**',
      'cms/src/**',
      'admin/src/**',
      'scripts/**',
    ],
    ignores: ['**/*.test.*', 'cms/src/seed/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // Links prefetch on intent, not on sight: components/ui/link.tsx is the one place next/link is used.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Import { Link } from '@/components/ui/link'." }] },
      ],
    },
  },
  {
    // Code that runs in the browser takes the contract's values from the module that defines them. Through
    // the index, the bundler keeps every schema of every module it re-exports (each is built by a call it
    // cannot prove free of side effects): the request schemas were 1.3 KB of /cart's and /checkout's
    // JavaScript. Types may come from the index; they leave no code.
    files: ['components/**/*.{ts,tsx}', 'store/**/*.ts', 'lib/browser-api/**/*.ts', 'lib/checkout/**/*.ts'],
    ignores: ['**/*.test.*'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@common/contract',
              allowTypeImports: true,
              message: "Import values from their module, e.g. '@common/contract/responses'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every browser test fails on a Content-Security-Policy violation only if it uses the shared fixture.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test'." }] },
      ],
    },
  },
  {
    // The shared boundary (docs/adr/0001-layout.md): common/ is imported by the storefront, the CMS and the
    // console, and imports none of them; the CMS and the console never import the storefront's code.
    files: ['common/**/*.{ts,tsx}', 'cms/**/*.ts', 'admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/*',
                '**/components/*',
                '**/store/*',
                '**/lib/cms-client/*',
                '**/lib/browser-api/*',
                '**/lib/session/*',
              ],
              message: 'Only @common/* crosses between the storefront, the CMS and the console.',
            },
          ],
        },
      ],
    },
  },
  {
    // The console is a Vite single-page app, not a Next page: next/image and Next's routing do not apply.
    files: ['admin/**/*.{ts,tsx}'],
    rules: { '@next/next/no-img-element': 'off' },
  },
]);
