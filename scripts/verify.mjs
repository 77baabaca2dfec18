// The gate to run before each commit (npm run verify): lint, types, format, unit and server tests, with no
// database, browser or Redis. The slow parts keep caches under node_modules/.cache, so a second run only
// re-checks what changed. `npm test` remains the full suite (CMS on two engines, browser, cluster).
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

const cache = 'node_modules/.cache';
const steps = [
  ['lint', 'eslint', ['.', '--max-warnings=0', '--cache', '--cache-location', `${cache}/eslint/`]],
  ['types (storefront)', 'tsc', ['--noEmit']],
  [
    'types (cms)',
    'tsc',
    ['--noEmit', '-p', 'cms', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/cms.tsbuildinfo`],
  ],
  [
    'types (console)',
    'tsc',
    ['--noEmit', '-p', 'admin', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/admin.tsbuildinfo`],
  ],
  ['format', 'prettier', ['--check', '.', '--cache', '--log-level=warn']],
  ['unit (jest)', 'jest', ['--silent', `--maxWorkers=${Math.max(1, cpus().length)}`]],
  [
    'server (node --test)',
    process.execPath,
    ['--test', '--test-reporter=dot', 'scripts/lib/', 'scripts/hosts/', 'scripts/serverless/', 'server/'],
  ],
];

// Nothing here may reach a service: an address that happens to be set in the shell is taken away.
const env = { ...process.env, REDIS_URL: '', DATABASE_URL: '', TEST_DATABASE_URL: 'skip', CI: 'true' };
const started = performance.now();
for (const [name, command, args] of steps) {
  const t0 = performance.now();
  const bin = command === process.execPath ? command : `node_modules/.bin/${command}`;
  const result = spawnSync(bin, args, { stdio: 'inherit', env });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\nverify: ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`verify: ${name} ok (${seconds} s)`);
}
console.log(`verify: all passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
