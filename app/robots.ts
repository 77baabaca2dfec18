import type { MetadataRoute } from 'next';
import { absoluteUrl, siteUrl } from '@/lib/seo/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/cart', '/checkout', '/profile', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: siteUrl(),
  };
}
