import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/json-ld';

/** Structured data for search engines, rendered on the server into the first HTML response. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
