// @ts-check
// The hosts the shop is tested on (playwright.hosts.config.ts): one module per host in this folder, each
// exporting `name` and `startHost` (scripts/hosts/README.md). A host whose module is absent is simply not in
// the list, so the serverless host plugs in by adding its file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{
 *   env: Record<string, string>,
 *   port: number,
 *   cmsUrl: string,
 * }} HostOptions
 *   env: the shop's environment (CMS address, shared secrets, REDIS_URL, DATA_DIR…), the same for every host;
 *   port: the loopback port its front door must listen on; cmsUrl: the running CMS.
 * @typedef {{ baseURL: string, stop: () => Promise<void> }} RunningHost
 *   baseURL: the front door shoppers (and the tests) use; stop: stops everything the host started.
 * @typedef {(opts: HostOptions) => Promise<RunningHost>} StartHost
 */

const here = path.dirname(fileURLToPath(import.meta.url));

/** The host modules, in the order their projects run; one line per host. */
const HOST_FILES = ['npm-start-host.mjs', 'next-start-host.mjs', 'serverless-host.mjs'];

/** The file names of the hosts present in this checkout. */
export const hostFiles = HOST_FILES.filter((file) => existsSync(path.join(here, file)));

/** A host's name from its file name (`next-start-host.mjs` → `next-start`), known before importing it. */
export function hostName(/** @type {string} */ file) {
  return file.replace(/-host\.mjs$/, '');
}

/** The environment variable the global setup leaves a host's front door in, for the workers. */
export function baseUrlVariable(/** @type {string} */ name) {
  return `E2E_HOST_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_URL`;
}

/**
 * Imports one host module.
 * @param {string} file
 * @returns {Promise<{ name: string, startHost: StartHost }>}
 */
export async function loadHost(file) {
  return import(path.join(here, file));
}
