'use client';

import type { ChangeEvent } from 'react';

interface Props {
  value: number | string;
  onMinus: () => void;
  onPlus: () => void;
  /** Given: the value is a text box the shopper may type in; absent: the value is shown only. */
  onType?: (raw: string) => void;
  /** The shopper left the text box. */
  onLeave?: () => void;
  label: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** − value + control shared by the product page and the cart lines. */
export function QuantityStepper({
  value,
  onMinus,
  onPlus,
  onType,
  onLeave,
  label,
  disabled,
  size = 'md',
}: Props) {
  const box = size === 'sm' ? 'h-8 w-8' : 'h-10 w-10';
  const button = `${box} flex items-center justify-center text-lg font-semibold text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300`;
  return (
    <div
      className="inline-flex items-center rounded border border-gray-300 bg-white"
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        onClick={onMinus}
        disabled={disabled}
        aria-label={`Decrease ${label}`}
        className={button}
      >
        −
      </button>
      {onType ? (
        <input
          type="text"
          inputMode="numeric"
          aria-label={label}
          value={value}
          disabled={disabled}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onType(e.target.value)}
          onBlur={onLeave}
          className={`${size === 'sm' ? 'h-8 w-10' : 'h-10 w-14'} border-x border-gray-300 text-center text-sm outline-none focus:bg-gray-50`}
        />
      ) : (
        <span
          data-testid="quantity-value"
          aria-live="polite"
          className={`${size === 'sm' ? 'h-8 w-10' : 'h-10 w-14'} flex items-center justify-center border-x border-gray-300 text-sm`}
        >
          {value}
        </span>
      )}
      <button
        type="button"
        onClick={onPlus}
        disabled={disabled}
        aria-label={`Increase ${label}`}
        className={button}
      >
        +
      </button>
    </div>
  );
}
