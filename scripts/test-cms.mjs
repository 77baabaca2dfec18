// Runs the CMS tests on an in-memory PGlite, then again on PostgreSQL.
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

// The PostgreSQL run is part of every test run: by default the local server (127.0.0.1:5432, trust auth,
// database `test`, as the current OS user). TEST_DATABASE_URL=skip runs PGlite only, and says so.
const pgUrl = process.env.TEST_DATABASE_URL || `postgres://${userInfo().username}@127.0.0.1:5432/test`;
const runs = [['pglite', {}]];
if (pgUrl === 'skip') {
  console.log('TEST_DATABASE_URL=skip: the CMS tests run on PGlite only.');
} else {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
  } catch (err) {
    console.error(`Cannot reach PostgreSQL at ${pgUrl} (${err.message}).`);
    console.error('Start it, point TEST_DATABASE_URL at a server, or set TEST_DATABASE_URL=skip.');
    process.exit(1);
  }
  runs.push(['postgres', { TEST_DATABASE_URL: pgUrl }]);
}

for (const [kind, extra] of runs) {
  console.log(`\n== CMS tests on ${kind} (${files.length} files) ==`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
    { stdio: 'inherit', env: { ...process.env, ...extra, CMS_TEST_DB: kind, NODE_ENV: 'test' } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
