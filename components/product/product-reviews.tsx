import { Link } from '@/components/ui/link';
import type { ProductReviews as Reviews } from '@common/contract';
import { REVIEW_MSG } from '@common/messages';
import styles from './product-reviews.module.css';
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
    <section id="reviews" aria-labelledby="reviews-heading" className={styles.section}>
      <h2 id="reviews-heading" className={styles.heading}>
        {REVIEW_MSG.heading}
      </h2>
      {reviews.count === 0 ? (
        <p className="text-sm text-gray-500">{REVIEW_MSG.none}</p>
      ) : (
        <p className={styles.summary} data-testid="rating-summary">
          <Stars rating={reviews.average} className="text-lg" />
          <span>{REVIEW_MSG.summary(reviews.average, reviews.count)}</span>
        </p>
      )}
      <ul className={styles.list}>
        {reviews.reviews.map((r) => (
          <li key={`${r.created_at}-${r.name}`} className={styles.review} data-testid="review">
            <p className={styles.head}>
              <Stars rating={r.rating} />
              <strong>{r.title}</strong>
            </p>
            <p className={styles.meta}>
              {r.name} · <time dateTime={r.created_at}>{r.created_at.slice(0, 10)}</time>
            </p>
            <p className={styles.text}>{r.text}</p>
            {r.reply ? (
              <p className={styles.reply}>
                <strong>{REVIEW_MSG.reply}</strong>
                {'\n'}
                {r.reply}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Review pages" className={styles.pages}>
          {page > 1 ? <Link href={reviewsPagePath(slug, page - 1)}>{REVIEW_MSG.previous}</Link> : null}
          <span>{REVIEW_MSG.pageOf(page, pages)}</span>
          {page < pages ? <Link href={reviewsPagePath(slug, page + 1)}>{REVIEW_MSG.next}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
