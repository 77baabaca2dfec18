import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt)$/;

/**
 * Writes `<file>.br` (brotli at its highest quality) and `<file>.gz` (gzip level 9) beside each script and
 * stylesheet of the console's build, once, so the CMS sends each browser the smallest copy it accepts
 * without compressing anything per request (cms/src/admin-static.ts, ADR 0048). A copy that would not be
 * smaller is not written. index.html is left alone: it is tiny and read afresh for every request.
 */
export function precompress(): Plugin {
  return {
    name: 'console-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      // Not .vite/manifest.json: it is read by the build's tests, never served.
      const files = Object.keys(bundle).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'),
      );
      await Promise.all(files.map((name) => compressFile(path.join(outDir, name))));
    },
  };
}

async function compressFile(file: string) {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
}
