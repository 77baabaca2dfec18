import { revalidateTag } from 'next/cache';
import { checkRevalidateRequest } from '@/lib/cache/revalidate-request';

/**
 * POST /api/revalidate — the CMS calls this after its catalogue changed (['catalogue'] after seeding,
 * ['product:<slug>'] after a stock change). The tagged entries expire at once, so the next visitor sees the
 * new stock rather than a stale page.
 */
export async function POST(req: Request) {
  const body: unknown = await req.json().catch(() => null);
  const check = checkRevalidateRequest(
    req.headers.get('x-revalidate-secret'),
    process.env.REVALIDATE_SECRET,
    body,
  );
  if (!check.ok) return Response.json({ status: false, message: check.message }, { status: check.status });
  for (const tag of check.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ status: true, revalidated: check.tags });
}
