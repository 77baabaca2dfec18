// Storefront throughput: each page against a static file of the same size (a copy of that page's HTML) sent
// by the same Next server. The static file is what the server and this machine can do at best for that
// many bytes, so a page's ratio to its own file says how much rendering (or cache lookup) costs,
// independent of how fast the machine is and of how large the page is.
import { log } from './log.mjs';
import { measure } from './load.mjs';

/**
 * `references` maps each page's name to its file (`urlPath`, `bytes`, `cacheHeaders`). Each page is
 * measured right before its own file, so the two see the machine in the same state. (`load` is the
 * load test, replaceable in the harness tests.)
 */
export async function throughputSection({ webUrl, pages, references, settings, load = measure }) {
  const rows = [];
  const run = async (t) => {
    log(`throughput ${t.name} (${settings.connections} connections, ${settings.seconds} s)`);
    return { ...t, ...(await load(`${webUrl}${t.path}`, settings)) };
  };
  for (const page of pages) {
    const ref = references[page.name];
    const pageRow = await run(page);
    const fileRow = await run({
      name: `static file of ${page.name}'s size`,
      label: page.label,
      path: ref.urlPath,
      isReference: true,
      referenceFor: page.name,
      status: 200,
      cacheHeaders: ref.cacheHeaders,
      fileBytes: ref.bytes,
    });
    pageRow.referenceBytes = ref.bytes;
    pageRow.ratio = ratioToFile(pageRow, fileRow);
    fileRow.ratio = 1;
    rows.push(pageRow, fileRow);
  }
  return {
    connections: settings.connections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    rows,
  };
}

/** A page's requests/s over its file's; none when the file's own run failed, as it then measures nothing. */
export function ratioToFile(page, file) {
  if (!file || !(file.rps > 0) || file.non2xx > 0 || file.errors > 0) return null;
  return page.rps / file.rps;
}
