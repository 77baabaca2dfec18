import type { Metadata } from 'next';

/** Plain text of rich-text HTML, cut at a word boundary to at most `max` characters (for descriptions). */
export function textExcerpt(html: string, max = 160): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Title, description and canonical URL of a content page (terms, privacy, returns, about, contact). */
export function contentMetadata({
  title,
  html,
  fallbackDescription,
  path,
}: {
  title: string;
  html?: string | null;
  fallbackDescription: string;
  path: string;
}): Metadata {
  const description = (html && textExcerpt(html)) || fallbackDescription;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website' },
  };
}
