// @ts-check
// The `npm start` host: the shop's own server (server/storefront-server.mjs) on the build in .next, reached
// directly (TRUST_PROXY_HOPS=0). Interface: scripts/hosts/README.md.
import { storefrontServerArgs } from '../../server/node-flags.mjs';
import { run, stop, upOrStopped } from '../lib/stack.mjs';

export const name = 'npm-start';

/** @type {import('./hosts.mjs').StartHost} */
export async function startHost({ env, port }) {
  const child = run(
    process.execPath,
    storefrontServerArgs(),
    { ...env, PORT: String(port), TRUST_PROXY_HOPS: '0', NEXT_TELEMETRY_DISABLED: '1' },
    { quiet: true, name },
  );
  const baseURL = `http://localhost:${port}`;
  await upOrStopped(child, `${baseURL}/`, 180_000);
  return { baseURL, stop: () => stop(child) };
}
