'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { TimedMessage } from './use-timed-message';

// The corner radius is `rounded` (0.25rem) unless a surrounding form sets --field-radius: the checkout's
// sections do, so its fields match the 6px corners of Stripe's elements.
const controlClass =
  'w-full rounded-[var(--field-radius,0.25rem)] border border-gray-300 bg-white px-3 py-2.5 text-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-primary aria-[invalid=true]:bg-primary-light/40';

interface ControlProps {
  label: string;
  value: string;
  /** Receives the raw text; typing filters are applied by the caller. */
  onValue: (value: string) => void;
  /** Marks the field the last check stopped at. */
  invalid?: boolean;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & ControlProps;

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> &
  ControlProps & {
    options: readonly { code: string; name: string }[];
    placeholder?: string;
  };

/** What every control here wires the same way: its id, value, change handler and invalid mark. */
function bound(id: string, { value, onValue, invalid }: Omit<ControlProps, 'label'>) {
  return {
    id,
    value,
    onChange: (e: { target: { value: string } }) => onValue(e.target.value),
    'aria-invalid': invalid || undefined,
  };
}

/** The label above a control; `className` goes on the wrapper (grid spans, descendant styles). */
function Labelled({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled text input. */
export function TextField({ label, value, onValue, invalid, className, ...rest }: InputProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <input {...bound(id, { value, onValue, invalid })} className={controlClass} {...rest} />
    </Labelled>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, value, onValue, invalid, className, ...rest }: InputProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Labelled id={id} label={label} className={className}>
      <div className="relative">
        <input
          {...bound(id, { value, onValue, invalid })}
          type={visible ? 'text' : 'password'}
          className={`${controlClass} pr-16`}
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
    </Labelled>
  );
}

/** A labelled select; `placeholder` adds a first, empty choice. */
export function SelectField({
  label,
  value,
  onValue,
  invalid,
  options,
  placeholder,
  className,
  ...rest
}: SelectProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <select {...bound(id, { value, onValue, invalid })} className={controlClass} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** The form's one message (error or success). */
export function FormAlert({ message }: { message: TimedMessage | null }) {
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
