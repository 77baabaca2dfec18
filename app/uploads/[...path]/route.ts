import { cmsBaseUrl } from '@/lib/cms-client/client';

/**
 * GET /uploads/… — the CMS's uploaded images, fetched from CMS_API_URL. The image optimiser reads
 * product images here as local files (`/_next/image?url=/uploads/…`), so the pages' image URLs do not
 * repeat the CMS's origin in every srcset entry (components/ui/shop-image.tsx).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  // A decoded `..` would climb out of /uploads on the CMS.
  if (path.some((segment) => segment === '.' || segment === '..' || segment.includes('/')))
    return new Response('Not found', { status: 404 });
  const upstream = await fetch(`${cmsBaseUrl()}/uploads/${path.map(encodeURIComponent).join('/')}`, {
    cache: 'no-store',
  }).catch(() => null);
  if (!upstream?.ok || !upstream.body)
    return new Response('Not found', { status: upstream?.status === 404 || !upstream ? 404 : 502 });
  return new Response(upstream.body, {
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
