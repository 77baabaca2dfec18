'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FormMessage } from './use-timed-message';

const inputClass =
  'w-full rounded border border-gray-300 bg-white px-3 py-2.5 text-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
};

/** A labelled text input; `onValue` receives the raw text (typing filters are applied by the caller). */
export function TextField({ label, value, onValue, className, ...rest }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        className={inputClass}
        {...rest}
      />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, value, onValue, className, ...rest }: FieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          className={`${inputClass} pr-16`}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="hover:text-primary absolute inset-y-0 right-0 px-3 text-xs font-semibold text-gray-600 uppercase"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}

/** The form's one message (error or success). */
export function FormAlert({ message }: { message: FormMessage | null }) {
  if (!message) return null;
  const tone =
    message.kind === 'error'
      ? 'border-primary/30 bg-primary-light text-primary'
      : 'border-green-300 bg-green-50 text-green-800';
  return (
    <p
      role={message.kind === 'error' ? 'alert' : 'status'}
      className={`rounded border px-3 py-2 text-sm ${tone}`}
    >
      {message.text}
    </p>
  );
}

export function SubmitButton({
  children,
  busy,
  disabled,
}: {
  children: ReactNode;
  busy?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className="bg-primary hover:bg-primary-dark w-full rounded px-4 py-3 font-semibold text-white transition-colors disabled:cursor-not-allowed disabled:opacity-50"
    >
      {children}
    </button>
  );
}
