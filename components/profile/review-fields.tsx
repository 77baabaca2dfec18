'use client';

import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@common/constants';
import { REVIEW_MSG } from '@common/messages';

export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
}

const input = 'rounded border border-gray-300 px-3 py-2';

/** Stars (1 to 5), title and text of a review, with the CMS's message under a refused field. */
export function ReviewFields({
  idBase,
  draft,
  errors,
  onChange,
}: {
  idBase: string;
  draft: ReviewDraft;
  errors: Record<string, string>;
  onChange: (draft: ReviewDraft) => void;
}) {
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium">{REVIEW_MSG.rating}</legend>
        <div className="flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={`${idBase}-rating`}
                value={n}
                checked={draft.rating === n}
                onChange={() => onChange({ ...draft, rating: n })}
              />
              {REVIEW_MSG.stars(n)}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${idBase}-title`} className="text-sm font-medium">
        {REVIEW_MSG.title}
      </label>
      <input
        id={`${idBase}-title`}
        value={draft.title}
        maxLength={REVIEW_TITLE_MAX}
        onChange={(e) => onChange({ ...draft, title: e.target.value })}
        className={input}
        aria-invalid={errors.title ? true : undefined}
      />
      {errors.title ? <p className="text-primary text-sm">{errors.title}</p> : null}
      <label htmlFor={`${idBase}-text`} className="text-sm font-medium">
        {REVIEW_MSG.text}
      </label>
      <textarea
        id={`${idBase}-text`}
        value={draft.text}
        maxLength={REVIEW_TEXT_MAX}
        rows={4}
        onChange={(e) => onChange({ ...draft, text: e.target.value })}
        className={input}
        aria-invalid={errors.text ? true : undefined}
      />
      {errors.text ? <p className="text-primary text-sm">{errors.text}</p> : null}
    </>
  );
}
