// @ts-check
// The `next start` host, as a container or platform-as-a-service runs the shop: Next's own server on the
// build in .next, behind one reverse proxy that appends the client's address to X-Forwarded-For
// (scripts/hosts/appending-proxy.mjs), with TRUST_PROXY_HOPS=1. Shoppers reach the proxy: its address is
// the host's baseURL. Interface: scripts/hosts/README.md.
import path from 'node:path';
import { freePort, root, run, stop, upOrStopped } from '../lib/stack.mjs';
import { startAppendingProxy } from './appending-proxy.mjs';

export const name = 'next-start';
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

/** @type {import('./hosts.mjs').StartHost} */
export async function startHost({ env, port }) {
  const serverPort = await freePort();
  const child = run(
    process.execPath,
    [nextBin, 'start', '-p', String(serverPort), '-H', '127.0.0.1'],
    { ...env, PORT: String(serverPort), TRUST_PROXY_HOPS: '1', NEXT_TELEMETRY_DISABLED: '1' },
    { quiet: true, name },
  );
  await upOrStopped(child, `http://127.0.0.1:${serverPort}/`, 180_000);
  const proxy = await startAppendingProxy({ port, target: `http://127.0.0.1:${serverPort}` });
  return {
    baseURL: proxy.url,
    stop: async () => {
      await proxy.close();
      await stop(child);
    },
  };
}
