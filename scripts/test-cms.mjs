// Runs the CMS tests on an in-memory PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
// Each test file runs in its own process and opens its own fresh database.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { userInfo } from 'node:os';
import pg from 'pg';

const dir = 'cms/test';
const files = readdirSync(dir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.ts') && !f.includes('node_modules'))
  .filter((f) => process.argv.length <= 2 || process.argv.slice(2).some((a) => f.includes(a)))
  .map((f) => path.join(dir, f))
  .sort();

const runs = [['pglite', {}]];
if (process.env.TEST_DATABASE_URL)
  runs.push(['postgres', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);
else console.log('TEST_DATABASE_URL is not set: the CMS tests run on PGlite only.');

for (const [kind, extra] of runs) {
  console.log(`\n== CMS tests on ${kind} (${files.length} files) ==`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
    { stdio: 'inherit', env: { ...process.env, ...extra, CMS_TEST_DB: kind, NODE_ENV: 'test' } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
