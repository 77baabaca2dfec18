'use client';

import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { ApiError } from '@/lib/browser-api/client';
import { sendReview } from '@/lib/browser-api/reviews';
import { notify } from '@/lib/notify';
import type { MyReviewItem } from '@common/contract/reviews';
import { MSG, REVIEW_MSG } from '@common/messages';
import { ReviewFields, type ReviewDraft } from './review-fields';

/** The customer's review as it stands: stars, title, where it is (waiting, published, hidden), the reply. */
function ReviewState({ review }: { review: NonNullable<MyReviewItem['review']> }) {
  return (
    <div className="mt-2 text-sm text-gray-700">
      <p data-testid="my-review-status">
        {'★'.repeat(review.rating)} · {review.title} · {REVIEW_MSG.status[review.status]}
      </p>
      {review.reply ? (
        <p className="mt-1 text-gray-600">
          {REVIEW_MSG.reply}: {review.reply}
        </p>
      ) : null}
    </div>
  );
}

/** One product of a delivered order: the customer's review and the form that writes or edits it. */
export function ReviewForm({ item, onSaved }: { item: MyReviewItem; onSaved: () => void }) {
  const { product, review } = item;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ReviewDraft>({
    rating: review?.rating ?? 5,
    title: review?.title ?? '',
    text: review?.text ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      notify.success(await sendReview({ product_id: product.id, ...draft }));
      setOpen(false);
      onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      notify.error(err instanceof Error ? err.message : MSG.serverError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <Link href={`/product/${product.slug}`} className="font-semibold hover:underline">
          {product.name}
        </Link>
        <button type="button" className="text-primary text-sm font-semibold" onClick={() => setOpen(!open)}>
          {review ? REVIEW_MSG.edit : REVIEW_MSG.write}
        </button>
      </div>
      {review ? <ReviewState review={review} /> : null}
      {open ? (
        <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-3" noValidate>
          <ReviewFields idBase={`review-${product.id}`} draft={draft} errors={errors} onChange={setDraft} />
          <button
            type="submit"
            disabled={busy}
            className="bg-primary self-start rounded px-4 py-2 text-sm font-semibold text-white"
          >
            {REVIEW_MSG.submit}
          </button>
        </form>
      ) : null}
    </div>
  );
}
