'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const controlClass =
  'w-full rounded-md border bg-white px-3 py-2.5 text-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-primary aria-[invalid=true]:bg-primary-light/40';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  invalid?: boolean;
  hint?: ReactNode;
};

/** A labelled input of the checkout form; `invalid` marks the field the last check stopped at. */
export function Field({ label, value, onValue, invalid, hint, className = '', ...rest }: InputProps) {
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
        aria-invalid={invalid || undefined}
        className={`${controlClass} border-gray-300`}
        {...rest}
      />
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly { code: string; name: string }[];
  placeholder?: string;
  invalid?: boolean;
};

export function SelectField({
  label,
  value,
  onValue,
  options,
  placeholder,
  invalid,
  className = '',
  ...rest
}: SelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={invalid || undefined}
        className={`${controlClass} border-gray-300`}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One titled block of the form (contact, shipping, payment, billing). */
export function FormSection({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-5">
      <legend className="sr-only">{title}</legend>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 aria-hidden="true" className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
