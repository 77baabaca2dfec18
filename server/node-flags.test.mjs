// `npm start` and the scripts that start the storefront server as it does must pass the same Node flags.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { SERVER_SCRIPT, STOREFRONT_NODE_FLAGS, storefrontServerArgs } from './node-flags.mjs';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe("the storefront server's Node flags", () => {
  it('are the ones `npm start` passes', () => {
    assert.equal(packageJson.scripts.start, `node ${[...STOREFRONT_NODE_FLAGS, SERVER_SCRIPT].join(' ')}`);
  });

  it('come before the server file in the arguments the scripts use', () => {
    const args = storefrontServerArgs();
    assert.deepEqual(args.slice(0, -1), STOREFRONT_NODE_FLAGS);
    assert.ok(args.at(-1)?.endsWith(SERVER_SCRIPT));
  });
});
