// Next 16.4's page cache serialises every entry it stores to JSON only to measure it against the 2 MB
// limit of its fetch cache, before it asks whether the entry is a fetch at all. A page's entry holds its RSC
// payload as a Buffer, which JSON writes out byte by byte as an array of numbers: a 30 KB product payload
// took 12 ms there, for a length nothing reads (docs/adr/0104-next-page-cache-not-serialised.md). The
// patch measures fetch entries only, which is all the limit applies to; nothing else changes.
//
// Applied to the installed `next` by `npm install` (package.json's postinstall, scripts/patch-next.mjs),
// so `next build`, `npm start`, `next start` and the OpenNext package (which copies the installed runtime)
// all run the patched cache. Idempotent; scripts/lib/next-patches.test.mjs checks the installed copy.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Next's minified runtimes: `let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152…`. */
const MINIFIED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g;
/** Next's own sources under dist/server and dist/esm/server (what `next build` itself runs). */
const SOURCE = /const itemSize = JSON\.stringify\(data\)\.length;\n(\s*)if \(ctx\.fetchCache && itemSize >/g;

/** What the patch leaves behind, so a patched file is recognised and not patched again. */
const MINIFIED_DONE =
  /let \w+=\w+\.fetchCache\?JSON\.stringify\(\w+\)\.length:0;if\(\w+\.fetchCache&&\w+>2097152/g;
const SOURCE_DONE = /const itemSize = ctx\.fetchCache \? JSON\.stringify\(data\)\.length : 0;/g;

/**
 * The file's text with the size measured for fetch entries only.
 * @param {string} text
 * @returns {{ text: string, patched: number, already: number }}
 */
export function patchItemSize(text) {
  let patched = 0;
  const out = text
    .replace(MINIFIED, (_m, size, data, ctx) => {
      patched += 1;
      return `let ${size}=${ctx}.fetchCache?JSON.stringify(${data}).length:0;if(${ctx}.fetchCache&&${size}>2097152`;
    })
    .replace(SOURCE, (_m, indent) => {
      patched += 1;
      return `const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;\n${indent}if (ctx.fetchCache && itemSize >`;
    });
  const already = (out.match(MINIFIED_DONE)?.length ?? 0) + (out.match(SOURCE_DONE)?.length ?? 0) - patched;
  return { text: out, patched, already };
}

/** The JavaScript files of Next's runtime that may hold the incremental cache. */
function* candidateFiles(/** @type {string} */ nextDir) {
  for (const dir of [
    'dist/compiled/next-server',
    'dist/server/lib/incremental-cache',
    'dist/esm/server/lib/incremental-cache',
  ]) {
    let names;
    try {
      names = readdirSync(path.join(nextDir, dir));
    } catch {
      continue;
    }
    for (const name of names) if (name.endsWith('.js')) yield path.join(nextDir, dir, name);
  }
}

/**
 * Patches the `next` installed for `root`. Returns how many files it changed and how many were patched
 * already; both 0 means this Next no longer has the code (an upgrade): the caller says so.
 * @param {string} root the project's folder
 */
export function patchInstalledNext(root) {
  const nextDir = path.dirname(createRequire(path.join(root, 'package.json')).resolve('next/package.json'));
  let changed = 0;
  let already = 0;
  for (const file of candidateFiles(nextDir)) {
    const before = readFileSync(file, 'utf8');
    const result = patchItemSize(before);
    if (result.patched > 0) {
      writeFileSync(file, result.text);
      changed += 1;
    } else if (result.already > 0) already += 1;
  }
  return { changed, already, nextDir };
}
