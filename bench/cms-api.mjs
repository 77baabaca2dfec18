// CMS API throughput on the catalogue reads the storefront makes, against /health of the same Hono app as
// the reference: the ratio is what the database and the JSON work cost per request.
import { log } from './log.mjs';
import { measure } from './load.mjs';

export function apiRoutes(productSlug) {
  return [
    { name: 'product/get/{slug}', path: `/api/v1/product/get/${encodeURIComponent(productSlug)}` },
    { name: 'product/filter', path: '/api/v1/product/filter' },
    { name: 'category/getFeature', path: '/api/v1/category/getFeature' },
    { name: '/health (reference)', path: '/health', isReference: true },
  ];
}

/** Measures every route on one CMS; `database` labels the rows ('PGlite' or 'PostgreSQL'). */
export async function measureCms({ cmsUrl, database, routes, settings }) {
  const rows = [];
  for (const route of routes) {
    log(`api ${database} ${route.name} (${settings.connections} connections, ${settings.seconds} s)`);
    rows.push({ database, ...route, ...(await measure(`${cmsUrl}${route.path}`, settings)) });
  }
  const ref = rows.find((r) => r.isReference);
  for (const r of rows) r.ratio = ref && ref.rps > 0 ? r.rps / ref.rps : null;
  return rows;
}
