'use client';

import { useState, type FormEvent } from 'react';
import { PROMO_MSG } from '@common/messages';

interface Props {
  /** The code the current payment is priced with ('' for none). */
  applied: string;
  /** The CMS's message when it refused the last code. */
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * Issue 40's discount-code box, under the order summary's amounts: the CMS prices the code at initiation
 * and names what is wrong with it before the shopper pays.
 */
export function DiscountCodeBox({ applied, error, onApply, onRemove }: Props) {
  const [typed, setTyped] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = typed.trim();
    if (code) onApply(code);
  };
  return (
    <div className="mt-4 border-t border-gray-200 pt-4">
      {applied ? (
        <p className="flex items-center justify-between text-sm" data-testid="discount-code-applied">
          <span>
            {PROMO_MSG.codeLabel}: <strong>{applied}</strong>
          </span>
          <button type="button" className="text-primary font-semibold underline" onClick={onRemove}>
            {PROMO_MSG.remove}
          </button>
        </p>
      ) : (
        <form className="flex gap-2" onSubmit={submit}>
          <label htmlFor="discount-code" className="sr-only">
            {PROMO_MSG.codeLabel}
          </label>
          <input
            id="discount-code"
            name="discount_code"
            value={typed}
            maxLength={40}
            autoComplete="off"
            placeholder={PROMO_MSG.codeLabel}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'discount-code-error' : undefined}
            onChange={(e) => setTyped(e.target.value)}
            className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm uppercase"
          />
          <button
            type="submit"
            className="bg-primary hover:bg-primary-dark rounded-md px-4 py-2 text-sm font-semibold text-white"
          >
            {PROMO_MSG.apply}
          </button>
        </form>
      )}
      {error && (
        <p id="discount-code-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
