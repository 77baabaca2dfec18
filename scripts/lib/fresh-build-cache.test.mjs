import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropCachedCmsAnswers } from './fresh-build-cache.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test("a restored .next/cache loses the CMS answers of the last build, and keeps the compiler's and images", () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'fresh-build-'));
  try {
    const answer = path.join(distDir, 'cache/fetch-cache/3f9c0a');
    mkdirSync(path.dirname(answer), { recursive: true });
    writeFileSync(answer, JSON.stringify({ kind: 'FETCH', data: { body: '{"quantity":148}' } }));
    for (const kept of ['cache/images/a.webp', 'cache/turbopack/x']) {
      mkdirSync(path.dirname(path.join(distDir, kept)), { recursive: true });
      writeFileSync(path.join(distDir, kept), 'x');
    }
    dropCachedCmsAnswers(distDir);
    assert.equal(existsSync(path.join(distDir, 'cache/fetch-cache')), false);
    assert.equal(existsSync(path.join(distDir, 'cache/images/a.webp')), true);
    assert.equal(existsSync(path.join(distDir, 'cache/turbopack/x')), true);
    // Nothing to drop (a first build) is no error.
    dropCachedCmsAnswers(path.join(distDir, 'never-built'));
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
});

test('every build drops them before `next build` runs', () => {
  const script = readFileSync(path.join(root, 'scripts/build.mjs'), 'utf8');
  const drop = script.indexOf('dropCachedCmsAnswers(');
  const build = script.indexOf("'build'");
  assert.ok(drop > 0 && drop < build, 'scripts/build.mjs calls dropCachedCmsAnswers before next build');
});
