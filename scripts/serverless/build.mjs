// `npm run build:serverless`: the OpenNext AWS package in .open-next/ (open-next.config.ts), from the same
// variables as `npm run build` and with the CMS running (its pages are prerendered from the CMS). OpenNext
// runs `npm run build` itself (scripts/build.mjs: the browser's zod, next build, the compile hints, once),
// with IMAGE_SIZES_FROM=cms: the package has no image optimiser, the CMS makes the sizes (ADR 0075).
// Like `npm run build`, it writes .next (which `npm start` would then serve).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnvFile } from 'node:process';
import { root, writeStamp } from './package-state.mjs';

if (existsSync(path.join(root, '.env'))) loadEnvFile(path.join(root, '.env'));
const openNext = path.join(root, 'node_modules/@opennextjs/aws/dist/index.js');
const env = { ...process.env, IMAGE_SIZES_FROM: 'cms', NEXT_TELEMETRY_DISABLED: '1' };

const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, [openNext, 'build'], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
if (code !== 0) process.exit(code);
if (!existsSync(path.join(root, '.open-next/server-functions/default/node_modules/sharp/package.json'))) {
  console.error('sharp was not installed into the server function: the Open Graph cards would fail');
  process.exit(1);
}
// The shop's 503 page, for the function's wrapper to send when a page cannot be rendered
// (lib/outage/lambda-failure.mjs): prerendered by the build, read from the function's own folder.
const unavailable = path.join(root, '.next/server/app/unavailable.html');
if (!existsSync(unavailable)) {
  console.error('The build has no prerendered /unavailable page for the server function');
  process.exit(1);
}
copyFileSync(unavailable, path.join(root, '.open-next/server-functions/default/unavailable.html'));
writeStamp(env);
console.log('Serverless package in .open-next/ (npm run start:serverless serves it locally)');
