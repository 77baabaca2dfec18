import { after } from 'next/server';
import { revalidateTag } from 'next/cache';
import { checkRevalidateRequest } from '@/lib/cache/revalidate-request';
import { PURGE_PROFILE, pagesToWarm, selfOrigin, warmPages } from '@/lib/cache/purge-pages';
import { pagesDatedFromRenderStart } from '@/lib/cache/render-dating.mjs';

/**
 * POST /api/revalidate — the CMS calls this after its catalogue changed (['catalogue'] after seeding,
 * ['product:<slug>'] after a stock change). The tagged entries go stale (lib/cache/purge-pages.ts): each is
 * rendered again from the CMS, and kept as it was while the CMS cannot answer. The home page and the
 * purged products' pages are asked for right after answering, so they are fresh by the shopper's next load.
 *
 * `repeat` tells the CMS whether to send the purge again two seconds later (docs/adr/0016): not where the
 * page cache dates each page from when its render began, since a render under way at the purge is then
 * stale to it already (docs/adr/0108-pages-dated-from-render-start.md).
 */
export async function POST(req: Request) {
  const body: unknown = await req.json().catch(() => null);
  const check = checkRevalidateRequest(
    req.headers.get('x-revalidate-secret'),
    process.env.REVALIDATE_SECRET,
    body,
  );
  if (!check.ok) return Response.json({ status: false, message: check.message }, { status: check.status });
  for (const tag of check.tags) revalidateTag(tag, PURGE_PROFILE);
  // The first request after a purge is served the stale copy and starts the new render: this is that one.
  const origin = selfOrigin(req.url, process.env.PORT);
  after(() => warmPages(origin, pagesToWarm(check.tags)));
  return Response.json({ status: true, revalidated: check.tags, repeat: !pagesDatedFromRenderStart() });
}
