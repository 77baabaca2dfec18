// @ts-check
// The Node flags the shop's own storefront server starts with: `npm start` (package.json) and every script
// that starts the server the way `npm start` does. Why this young generation: docs/adr/0098.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const STOREFRONT_NODE_FLAGS = ['--max-semi-space-size=32'];

const serverFile = fileURLToPath(new URL('./storefront-server.mjs', import.meta.url));

/** The arguments for `node` that start the storefront server as `npm start` does. */
export const storefrontServerArgs = () => [...STOREFRONT_NODE_FLAGS, serverFile];

/** The server's path relative to the repository, as package.json names it. */
export const SERVER_SCRIPT = path.join('server', path.basename(serverFile));
