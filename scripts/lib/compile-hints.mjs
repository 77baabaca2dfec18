// V8's explicit compile hint on the scripts a page runs as it loads.
//
// V8 compiles a function only when it is first called, unless told otherwise, and that compilation runs on
// the main thread. Hydrating a page calls most functions of React DOM, Next's client and the page's own
// chunks, so a first visit spent about 60 ms of main thread (4x that on Lighthouse's mobile CPU) compiling
// them inside one task, the longest of the load. A script whose first line is `//# allFunctionsCalledOnLoad`
// is compiled whole while it streams in, on a background thread (Chrome 136+; other browsers ignore the
// comment). Measured side by side (Lighthouse mobile, 8 runs each), a bare Next page's total blocking time
// fell from 195 to 19 ms with it.
//
// Only the chunks some route loads first are marked: the root main files of build-manifest.json and each
// route's `entryJSFiles` in its client reference manifest. Chunks loaded later on demand (Swiper's
// carousel from 768px, react-hot-toast) stay lazily compiled, as V8 advises for code of which little may
// run. The build names files by their content, so marking them in place keeps every name valid.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The `entryJSFiles` lists of one client reference manifest, a script of the form
 * `globalThis.__RSC_MANIFEST["/route"] = {...}`.
 */
function entryFilesOf(manifestSource, manifestPath) {
  const assignment = /__RSC_MANIFEST\[(?:"(?:[^"\\]|\\.)*")\]\s*=\s*/.exec(manifestSource);
  let manifest;
  try {
    if (!assignment) throw new Error('no __RSC_MANIFEST["…"] = assignment');
    const json = manifestSource
      .slice(assignment.index + assignment[0].length)
      .trim()
      .replace(/;$/, '');
    manifest = JSON.parse(json);
  } catch (err) {
    throw new Error(`${manifestPath}: not the client reference manifest expected (${err.message})`);
  }
  return Object.values(manifest.entryJSFiles ?? {}).flat();
}

/**
 * The build's scripts that some route runs as its page loads, as paths relative to `distDir`
 * (`static/chunks/….js`), sorted.
 * @param {string} distDir
 */
export function firstLoadChunks(distDir) {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const chunks = new Set(buildManifest.rootMainFiles ?? []);
  const appDir = path.join(distDir, 'server/app');
  const manifests = readdirSync(appDir, { recursive: true })
    .filter((name) => name.endsWith('_client-reference-manifest.js'))
    .map((name) => path.join(appDir, name));
  for (const file of manifests)
    for (const chunk of entryFilesOf(readFileSync(file, 'utf8'), file)) chunks.add(chunk);
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort();
}

/**
 * Puts the compile hint at the top of each first-load chunk that does not have it yet; returns the chunks.
 * @param {string} distDir
 */
export function markFirstLoadChunks(distDir) {
  const chunks = firstLoadChunks(distDir);
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const source = readFileSync(file, 'utf8');
    if (!source.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + source);
  }
  return chunks;
}
