import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/json-ld';

/**
 * Structured data for search engines (built by next-seo, lib/seo/structured-data.ts), rendered on the server
 * into the first HTML response. A data block, never run, so the CSP's script-src does not apply to it.
 */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
