import type { ReactElement } from 'react';

export type JsonLd = Record<string, unknown>;

/**
 * JSON for a <script type="application/ld+json"> body. `<` becomes \u003c (still valid JSON, same value) so
 * no text can end the script element early. next-seo's own JsonLdScript escapes only the exact `</script>`,
 * `<!--` and `-->`; `</script >` or `</script/` would still close the element (ADR 0021).
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The schema.org object a next-seo component builds: each of its JSON-LD components is a function of its
 * props that hands the built object to its JsonLdScript as `data`. The shop writes that object itself with
 * serializeJsonLd, for the escaping above.
 */
export function jsonLdOf(element: ReactElement): JsonLd {
  const data = (element.props as { data?: unknown }).data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('a next-seo JSON-LD component built no single object');
  }
  return data as JsonLd;
}
