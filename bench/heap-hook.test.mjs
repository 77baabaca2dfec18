// bench/heap-hook.mjs in a process of its own: a full collection leaves the heap it kept in the folder.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const hook = path.join(import.meta.dirname, 'heap-hook.mjs');

test('the heap hook writes the heap kept after a full collection, under the process id', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'heap-hook-'));
  try {
    const pid = execFileSync(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        hook,
        '-e',
        'globalThis.kept = Array.from({ length: 1e5 }, (_, i) => ({ i })); gc(); setTimeout(() => console.log(process.pid), 50);',
      ],
      { env: { ...process.env, BENCH_HEAP_DIR: dir }, encoding: 'utf8' },
    ).trim();
    assert.deepEqual(readdirSync(dir), [`${pid}.json`]);
    const written = JSON.parse(readFileSync(path.join(dir, `${pid}.json`), 'utf8'));
    // 100,000 small objects are kept: the heap in use after the collection holds them.
    assert.ok(written.heapUsed > 2e6 && written.heapUsed <= written.heapTotal, JSON.stringify(written));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the heap hook does nothing without BENCH_HEAP_DIR', () => {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', hook, '-e', 'gc(); console.log("ok")'],
    {
      env: { ...process.env, BENCH_HEAP_DIR: '' },
      encoding: 'utf8',
    },
  );
  assert.equal(out.trim(), 'ok');
});
