import { Link } from '@/components/ui/link';
import type { ProductReviews as Reviews } from '@common/contract';
import { REVIEW_MSG } from '@common/messages';
import { Stars } from './stars';

/** `/product/{slug}` for the first page of reviews, `/product/{slug}/reviews/{n}` for the others. */
export const reviewsPagePath = (slug: string, page: number) =>
  page <= 1 ? `/product/${slug}#reviews` : `/product/${slug}/reviews/${page}`;

/**
 * The product's published reviews, server-rendered one page at a time (issue 41): the average and count,
 * each review with its stars, title, text, author and the shop's reply, and links to the other pages. One
 * page only, so a product with hundreds of reviews keeps its HTML small.
 */
export function ProductReviews({ slug, reviews }: { slug: string; reviews: Reviews }) {
  const page = reviews.page ?? 1;
  const pages = Math.max(1, Math.ceil(reviews.count / (reviews.per_page ?? 10)));
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-10 border-t border-gray-200 pt-6">
      <h2 id="reviews-heading" className="mb-2 text-lg font-semibold text-gray-900">
        {REVIEW_MSG.heading}
      </h2>
      {reviews.count === 0 ? (
        <p className="text-sm text-gray-500">{REVIEW_MSG.none}</p>
      ) : (
        <p className="mb-4 flex items-center gap-2 text-sm text-gray-700" data-testid="rating-summary">
          <Stars rating={reviews.average} className="text-lg" />
          <span>{REVIEW_MSG.summary(reviews.average, reviews.count)}</span>
        </p>
      )}
      <ul className="flex flex-col gap-4">
        {reviews.reviews.map((r) => (
          <li
            key={`${r.created_at}-${r.name}`}
            className="rounded-lg border border-gray-200 p-4"
            data-testid="review"
          >
            <p className="flex items-center gap-2">
              <Stars rating={r.rating} />
              <strong className="text-sm text-gray-900">{r.title}</strong>
            </p>
            <p className="mt-1 text-xs text-gray-500">
              {r.name} · <time dateTime={r.created_at}>{r.created_at.slice(0, 10)}</time>
            </p>
            <p className="mt-2 text-sm whitespace-pre-line text-gray-800">{r.text}</p>
            {r.reply ? (
              <div className="mt-3 rounded bg-gray-50 p-3 text-sm text-gray-700">
                <p className="font-medium">{REVIEW_MSG.reply}</p>
                <p className="whitespace-pre-line">{r.reply}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Review pages" className="mt-4 flex items-center gap-4 text-sm">
          {page > 1 ? <Link href={reviewsPagePath(slug, page - 1)}>{REVIEW_MSG.previous}</Link> : null}
          <span>{REVIEW_MSG.pageOf(page, pages)}</span>
          {page < pages ? <Link href={reviewsPagePath(slug, page + 1)}>{REVIEW_MSG.next}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
