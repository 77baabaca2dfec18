// `npm install`'s postinstall: patches the installed Next's page cache (scripts/lib/next-patches.mjs).
// A Next without the code to patch is reported, not refused: the install goes on, and the test of the
// installed copy (scripts/lib/next-patches.test.mjs) says what to look at.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { patchInstalledNext } from './lib/next-patches.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { changed, already } = patchInstalledNext(root);
if (changed + already === 0) {
  console.warn(
    '[patch-next] this Next no longer measures every cached page with JSON.stringify: drop the patch ' +
      '(docs/adr/0104-next-page-cache-not-serialised.md)',
  );
} else if (changed > 0) {
  console.log(`[patch-next] Next's page cache measures fetch entries only: ${changed} files patched`);
}
