// The compile hint on first-load chunks, on a build folder laid out as `next build` lays it out.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { COMPILE_HINT, firstLoadChunks, markFirstLoadChunks } from './compile-hints.mjs';

const distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
after(() => rmSync(distDir, { recursive: true, force: true }));

const chunk = (name) => `static/chunks/${name}.js`;
const sourceOf = (name) => `(globalThis.TURBOPACK||[]).push(["${name}",function(){return 1}]);`;
const read = (name) => readFileSync(path.join(distDir, chunk(name)), 'utf8');

/** A client reference manifest as Next writes it for `route`. */
const clientManifest = (route, entryJSFiles) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
    moduleLoading: { prefix: '' },
    clientModules: { '[project]/lazy.js': { chunks: ['/_next/static/chunks/lazy.js'] } },
    entryJSFiles,
  })};\n\n`;

function writeBuild() {
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true });
  mkdirSync(path.join(distDir, 'server/app/product/[slug]'), { recursive: true });
  for (const name of ['runtime', 'react-dom', 'layout', 'home', 'product', 'lazy', 'polyfills'])
    writeFileSync(path.join(distDir, chunk(name)), sourceOf(name));
  writeFileSync(path.join(distDir, 'static/chunks/styles.css'), '.a{color:red}');
  writeFileSync(
    path.join(distDir, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: [chunk('polyfills')],
      rootMainFiles: [chunk('runtime'), chunk('react-dom')],
    }),
  );
  writeFileSync(
    path.join(distDir, 'server/app/page_client-reference-manifest.js'),
    clientManifest('/page', {
      '[project]/app/layout': [chunk('layout'), 'static/chunks/styles.css'],
      '[project]/app/page': [chunk('layout'), chunk('home')],
    }),
  );
  writeFileSync(
    path.join(distDir, 'server/app/product/[slug]/page_client-reference-manifest.js'),
    clientManifest('/product/[slug]/page', {
      '[project]/app/layout': [chunk('layout')],
      '[project]/app/product/[slug]/page': [chunk('product')],
    }),
  );
}

describe('compile hints', () => {
  beforeEach(writeBuild);

  it("finds the root main files and every route's entry scripts, once each, and no other file", () => {
    assert.deepEqual(
      firstLoadChunks(distDir),
      ['home', 'layout', 'product', 'react-dom', 'runtime'].map(chunk),
    );
  });

  it('puts the hint on the first line of those chunks and leaves the rest of each file as it was', () => {
    markFirstLoadChunks(distDir);
    for (const name of ['runtime', 'react-dom', 'layout', 'home', 'product'])
      assert.equal(read(name), COMPILE_HINT + sourceOf(name));
    assert.equal(COMPILE_HINT, '//# allFunctionsCalledOnLoad\n');
  });

  it('leaves chunks loaded on demand, the polyfills and stylesheets alone', () => {
    markFirstLoadChunks(distDir);
    assert.equal(read('lazy'), sourceOf('lazy'));
    assert.equal(read('polyfills'), sourceOf('polyfills'));
    assert.equal(readFileSync(path.join(distDir, 'static/chunks/styles.css'), 'utf8'), '.a{color:red}');
  });

  it('marks a chunk once, however often it runs (a reused build)', () => {
    markFirstLoadChunks(distDir);
    markFirstLoadChunks(distDir);
    assert.equal(read('layout'), COMPILE_HINT + sourceOf('layout'));
  });

  it('fails with the file named when a client reference manifest is not what Next writes', () => {
    const manifest = path.join(distDir, 'server/app/page_client-reference-manifest.js');
    writeFileSync(manifest, 'module.exports = {}');
    assert.throws(() => markFirstLoadChunks(distDir), new RegExp(`${manifest}: not the client`));
    assert.equal(read('runtime'), sourceOf('runtime'));
  });
});
