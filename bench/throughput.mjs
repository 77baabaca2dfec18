// Storefront throughput: each page against a static file of the same size sent by the same Next server.
// The static file is what the server and this machine can do at best for that many bytes, so a page's ratio
// to it says how much rendering (or cache lookup) costs, independent of how fast the machine is.
import { log } from './log.mjs';
import { measure } from './load.mjs';

export async function throughputSection({ webUrl, pages, reference, settings }) {
  const targets = [
    ...pages,
    {
      name: 'static file',
      path: reference.urlPath,
      isReference: true,
      status: 200,
      cacheHeaders: reference.cacheHeaders,
    },
  ];
  const rows = [];
  for (const t of targets) {
    log(`throughput ${t.name} (${settings.connections} connections, ${settings.seconds} s)`);
    const m = await measure(`${webUrl}${t.path}`, settings);
    rows.push({ ...t, ...m });
  }
  const ref = rows.find((r) => r.isReference);
  for (const r of rows) r.ratio = ref && ref.rps > 0 ? r.rps / ref.rps : null;
  return {
    connections: settings.connections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    referenceBytes: reference.bytes,
    rows,
  };
}
