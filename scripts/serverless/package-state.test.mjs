// Runs with `node --test scripts/serverless/` (npm run test:server).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BUILD_VARIABLES, buildFingerprint } from './package-state.mjs';

const env = { CMS_API_URL: 'http://localhost:4000', SITE_URL: 'http://localhost:3000', PORT: '3000' };

test('the same tree and variables give the same fingerprint', () => {
  assert.equal(buildFingerprint(env), buildFingerprint({ ...env }));
});

test('a variable the build bakes in changes it, one it does not leaves it', () => {
  for (const name of BUILD_VARIABLES)
    assert.notEqual(buildFingerprint({ ...env, [name]: 'changed' }), buildFingerprint(env), name);
  assert.equal(buildFingerprint({ ...env, PORT: '4321', REDIS_URL: 'redis://x' }), buildFingerprint(env));
});
