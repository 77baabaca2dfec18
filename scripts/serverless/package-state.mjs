// @ts-check
// Whether `.open-next` was built from this tree with these variables: `npm run build:serverless` writes a
// stamp, and the browser tests' host (scripts/hosts/serverless-host.mjs) builds again when it differs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const outputDir = path.join(root, '.open-next');
const stampFile = path.join(outputDir, 'shop-build.json');

/** The variables a build bakes into the package (next.config.mjs, prerendered pages, inlined values). */
export const BUILD_VARIABLES = [
  'CMS_API_URL',
  'CMS_PUBLIC_URL',
  'SITE_URL',
  'STOREFRONT_ORIGIN',
  'NEXT_PUBLIC_GA_ID',
  'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'NEXT_DEPLOYMENT_ID',
  'SERVERLESS_ARCH',
];

/** @param {string[]} args */
const git = (args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return '';
  }
};

/**
 * What the package depends on: the commit, any change to the tree since (tracked or not, outside the
 * build's output) and the build's variables.
 * @param {Record<string, string | undefined>} env
 */
export function buildFingerprint(env) {
  const hash = createHash('sha256');
  hash.update(git(['rev-parse', 'HEAD']));
  hash.update(git(['diff', 'HEAD']));
  hash.update(git(['status', '--porcelain', '--untracked-files=all']));
  for (const name of BUILD_VARIABLES) hash.update(`\n${name}=${env[name] ?? ''}`);
  return hash.digest('hex');
}

/** @param {Record<string, string | undefined>} env */
export function writeStamp(env) {
  writeFileSync(stampFile, `${JSON.stringify({ fingerprint: buildFingerprint(env), at: new Date() })}\n`);
}

/** @param {Record<string, string | undefined>} env */
export function packageIsCurrent(env) {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).fingerprint === buildFingerprint(env);
  } catch {
    return false;
  }
}
