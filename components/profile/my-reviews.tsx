'use client';

import useSWR from 'swr';
import { getMyReviews } from '@/lib/browser-api/reviews';
import type { MyReviewItem } from '@common/contract/reviews';
import { MSG, REVIEW_MSG } from '@common/messages';
import { useUserStore } from '@/store/user-store';
import { Panel } from './panel';
import { ReviewForm } from './review-form';

/** My Reviews: each product of the customer's delivered orders, with their review or a form to write one. */
export function MyReviews() {
  const id = useUserStore((s) => s.user?.id ?? null);
  const { data, error, mutate } = useSWR<MyReviewItem[], Error, readonly [string, number] | null>(
    id === null ? null : (['my-reviews', id] as const),
    () => getMyReviews(),
    { revalidateOnFocus: false },
  );

  return (
    <Panel title={REVIEW_MSG.myHeading}>
      {error && !data ? (
        <p role="alert" className="text-primary">
          {MSG.serverError}
        </p>
      ) : !data ? (
        <div
          className="h-32 animate-pulse rounded bg-gray-100"
          aria-busy="true"
          aria-label="Loading reviews"
        />
      ) : data.length === 0 ? (
        <p className="py-10 text-center text-gray-600">{REVIEW_MSG.myEmpty}</p>
      ) : (
        <ul className="space-y-4">
          {data.map((item) => (
            <li
              key={item.product.id}
              className="rounded-lg border border-gray-200 p-4"
              data-testid="my-review"
            >
              <ReviewForm item={item} onSaved={() => void mutate()} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
