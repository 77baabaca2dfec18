import { REVIEW_MSG } from '@common/messages';
import styles from './stars.module.css';

/**
 * A rating as five stars, filled to the nearest whole star, with the exact value for screen readers. Text
 * characters, not icons: a card repeats it, and text costs a few bytes (the listings' HTML budget).
 */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={REVIEW_MSG.stars(rating)} className={`${styles.stars} ${className}`}>
      {'★'.repeat(full)}
      <span>{'★'.repeat(5 - full)}</span>
    </span>
  );
}
