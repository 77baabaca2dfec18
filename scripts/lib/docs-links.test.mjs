// Code comments point at docs/behaviour.md sections and docs/adr records; a renamed heading or record must
// not leave them pointing at nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', '.next', '.data', '.git', 'test-results', 'playwright-report']);
const CODE = /\.(ts|tsx|mjs|css)$/;
const SELF = path.relative(root, fileURLToPath(import.meta.url));

/** Every code file of the repository, relative to its root. */
function codeFiles(dir = '') {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIP.has(entry.name) || entry.name.startsWith('.next') ? [] : codeFiles(rel);
    return CODE.test(entry.name) && rel !== SELF ? [rel] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchor = (heading) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

test('every docs/behaviour.md#section and docs/adr record cited in code exists', () => {
  const behaviour = readFileSync(path.join(root, 'docs/behaviour.md'), 'utf8');
  const anchors = new Set([...behaviour.matchAll(/^#+ (.+)$/gm)].map((m) => anchor(m[1])));
  const broken = [];
  let cited = 0;
  for (const file of codeFiles()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/docs\/behaviour\.md#([a-z0-9-]+)(?: and #([a-z0-9-]+))?/g)) {
      for (const name of [m[1], m[2]].filter(Boolean)) {
        cited++;
        if (!anchors.has(name)) broken.push(`${file}: #${name}`);
      }
    }
    for (const m of text.matchAll(/docs\/adr\/(\d{4}-[a-z0-9-]+\.md)/g)) {
      cited++;
      if (!existsSync(path.join(root, 'docs/adr', m[1]))) broken.push(`${file}: ${m[1]}`);
    }
  }
  assert.deepEqual(broken, []);
  assert.ok(cited > 30, `only ${cited} citations found: is the search still looking in the right places?`);
});

test('docs/adr/README.md lists every record under its own title', () => {
  const dir = path.join(root, 'docs/adr');
  const table = readFileSync(path.join(dir, 'README.md'), 'utf8');
  const missing = [];
  for (const file of readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f))) {
    const heading = readFileSync(path.join(dir, file), 'utf8').split('\n')[0] ?? '';
    const m = /^# (\d{4})\. (.+)$/.exec(heading);
    assert.ok(m, `${file}: the first line is '# NNNN. Title'`);
    const row = new RegExp(`\\| \\[${m[1]}\\]\\(${file.replace('.', '\\.')}\\) +\\| ${escape(m[2])} +\\|`);
    if (!row.test(table)) missing.push(file);
  }
  assert.deepEqual(missing, [], 'records missing from the table, or listed under another title');
});

/** A string matched literally inside a RegExp. */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
