import type { PolicyPage } from '@common/contract';
import { RichText } from './rich-text';

/**
 * Terms, privacy or return policy: the title and rich text of the CMS's first record. If the CMS could
 * not deliver the page, the heading stays and a short note replaces the text.
 */
export function PolicyPageView({
  page,
  fallbackTitle,
  footnote,
}: {
  page: PolicyPage | null;
  fallbackTitle: string;
  /** A sentence the shop states under the text (the return window on the return policy). */
  footnote?: string;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold text-gray-900">{page?.title || fallbackTitle}</h1>
      {page ? (
        <RichText html={page.description} />
      ) : (
        <p className="text-gray-600">This page is not available right now. Please try again later.</p>
      )}
      {footnote ? (
        <p className="mt-6 font-semibold text-gray-900" data-testid="return-window">
          {footnote}
        </p>
      ) : null}
    </main>
  );
}
