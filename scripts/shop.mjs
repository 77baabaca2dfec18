// `npm run shop`: starts the CMS API on the embedded database, builds the storefront against it and serves
// both. `npm run dev` does the same with `next dev` instead of a production build.
// The storefront build prerenders catalogue pages, so it needs the CMS running: this script starts it first.
import { loadEnvFile } from 'node:process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  buildStorefront,
  root,
  sharedSecrets,
  stackEnv,
  startCms,
  startStorefront,
  stop,
} from './lib/stack.mjs';

if (existsSync(path.join(root, '.env'))) loadEnvFile(path.join(root, '.env'));
const dev = process.argv.includes('--dev');
const cmsPort = Number(process.env.CMS_PORT || 4000);
const webPort = Number(process.env.PORT || 3000);
const dataDir = path.resolve(root, process.env.DATA_DIR || '.data');
const env = {
  ...stackEnv({ cmsPort, webPort, dataDir }),
  // The same purge and address-signing secrets for both processes (kept under DATA_DIR unless set).
  ...sharedSecrets(dataDir),
  // Values set in the environment or .env win over the local defaults.
  ...Object.fromEntries(
    ['CMS_API_URL', 'CMS_PUBLIC_URL', 'SITE_URL', 'STOREFRONT_ORIGIN', 'STOREFRONT_REVALIDATE_URL']
      .filter((k) => process.env[k])
      .map((k) => [k, process.env[k]]),
  ),
};

const children = [];
const shutdown = async (code = 0) => {
  await Promise.all(children.map(stop));
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  children.push(await startCms(env));
  if (!dev) await buildStorefront(env);
  children.push(await startStorefront(env, { dev }));
  console.log(
    `\nThe shop is open: storefront http://localhost:${webPort}  ·  CMS API http://localhost:${cmsPort}/api/v1\n`,
  );
  children.forEach((c) => c.on('exit', (code) => void shutdown(code ?? 1)));
} catch (err) {
  console.error(err.message);
  await shutdown(1);
}
