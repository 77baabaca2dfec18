// `npm run build`: the browser's zod (scripts/lib/zod-browser.mjs), the cached CMS answers of earlier builds
// dropped (scripts/lib/fresh-build-cache.mjs), `next build`, then V8's compile hint on
// the chunks pages run as they load (scripts/lib/compile-hints.mjs). Every build of the storefront goes
// through here: npm run build, npm run shop, the browser tests and the benchmarks (scripts/lib/stack.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextConfig from '../next.config.mjs';
import { markFirstLoadChunks } from './lib/compile-hints.mjs';
import { dropCachedCmsAnswers } from './lib/fresh-build-cache.mjs';
import { writeZodBrowser } from './lib/zod-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

// next.config.mjs points the browser's zod/mini at this file in production builds.
const zod = await writeZodBrowser(root);
console.log(`Browser zod: ${zod.exports.length} exports of zod/mini, ${zod.bytes} bytes before minifying`);

// A build reads the CMS fresh, even where .next/cache was restored from an earlier build.
dropCachedCmsAnswers(path.join(root, nextConfig.distDir));

const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, [nextBin, 'build', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
if (code !== 0) process.exit(code);

// next.config.mjs's distDir: `.next`, or NEXT_DIST_DIR (the benchmarks build into `.next-bench`).
const marked = markFirstLoadChunks(path.join(root, nextConfig.distDir));
console.log(`Compile hint on the ${marked.length} chunks pages load first (scripts/lib/compile-hints.mjs)`);
