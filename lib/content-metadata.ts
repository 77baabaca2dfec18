import type { Metadata } from 'next';
import { plainText } from './seo/text';

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
  const description = plainText(html) || fallbackDescription;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website' },
  };
}
