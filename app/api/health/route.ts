import { connection } from 'next/server';

/**
 * GET /api/health — 200 `{status:'ok'}` while the storefront's server answers requests, for load balancers
 * and process supervisors. It checks nothing else (the CMS has its own /health). `connection()` makes it
 * run per request: with cacheComponents a plain GET handler would be prerendered at build time and keep
 * answering from the cache.
 */
export async function GET() {
  await connection();
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
