import { Link } from '@/components/ui/link';
import type { Category, SuggestedProduct } from '@common/contract';
import { SEARCH_MSG } from '@common/messages';

/** Under 'No items to show': the products closest to what was searched, and the categories to browse. */
export function DidYouMean({ closest, categories }: { closest: SuggestedProduct[]; categories: Category[] }) {
  return (
    <div className="mx-auto mb-12 max-w-xl text-center text-gray-700">
      {closest.length > 0 && (
        <p data-testid="did-you-mean">
          {SEARCH_MSG.didYouMean}{' '}
          {closest.slice(0, 3).map((p, i) => (
            <span key={p.id}>
              {i > 0 && ', '}
              <Link href={`/product/${p.slug}`} className="text-primary font-semibold underline">
                {p.name}
              </Link>
            </span>
          ))}
          ?
        </p>
      )}
      {categories.length > 0 && (
        <nav aria-label={SEARCH_MSG.browseCategories} className="mt-4">
          <p className="mb-2 text-sm text-gray-600">{SEARCH_MSG.browseCategories}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  href={`/filter?cat=${encodeURIComponent(c.slug)}`}
                  className="inline-block rounded-full border border-gray-300 px-3 py-1 text-sm hover:border-primary"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
