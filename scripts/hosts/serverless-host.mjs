// @ts-check
// The serverless host of the browser tests' host runs (playwright.hosts.config.ts): the OpenNext package
// behind the local stand-in for API Gateway, Lambda and the CDN (`npm run start:serverless`,
// scripts/serverless/gateway.mjs). Builds the package first when .open-next is missing or was built from
// another tree or other variables (scripts/serverless/package-state.mjs), against the running CMS and with
// the storefront's variables, as `npm run build:serverless` does. That build also rewrites .next.
import path from 'node:path';
import { root, run, stop, upOrStopped } from '../lib/stack.mjs';
import { packageIsCurrent } from '../serverless/package-state.mjs';

export const name = 'serverless';

/** The package's build: several minutes on a busy machine. */
const BUILD_TIMEOUT_MS = 20 * 60_000;

/**
 * @param {Record<string, string>} env
 * @returns {Promise<void>}
 */
function buildPackage(env) {
  return new Promise((resolve, reject) => {
    const child = run(process.execPath, [path.join(root, 'scripts/serverless/build.mjs')], env, {
      quiet: true,
      name: 'serverless build',
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(new Error(`npm run build:serverless failed (${code})\n${(child.logTail ?? []).join('\n')}`));
    });
  });
}

/**
 * @param {{ env: Record<string, string>, port: number, cmsUrl: string }} options `env`: the storefront's
 *   variables (CMS_API_URL, secrets, REDIS_URL…); `cmsUrl`: the running CMS the build prerenders from.
 * @returns {Promise<{ baseURL: string, stop: () => Promise<void> }>}
 */
export async function startHost({ env, port, cmsUrl }) {
  // The gateway appends the caller's address to X-Forwarded-For, as API Gateway does: one hop to trust.
  const hostEnv = {
    CMS_API_URL: cmsUrl,
    ...env,
    PORT: String(port),
    NODE_ENV: 'production',
    TRUST_PROXY_HOPS: '1',
  };
  if (!packageIsCurrent(hostEnv)) await buildPackage(hostEnv);
  const child = run(process.execPath, [path.join(root, 'scripts/serverless/gateway.mjs')], hostEnv, {
    quiet: true,
    name: 'serverless gateway',
  });
  const baseURL = `http://localhost:${port}`;
  await upOrStopped(child, `${baseURL}/`, 120_000);
  return { baseURL, stop: () => stop(child) };
}
