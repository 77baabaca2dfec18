'use client';

import { codeAsTyped } from '@/lib/validation/typing';
import { TextField } from '@/components/ui/form-controls';

/** The 4-digit verification code box (digits only, one-time-code autofill). */
export function CodeField({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  return (
    <TextField
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="4-digit code"
      value={value}
      onValue={(v) => onValue(codeAsTyped(v))}
      className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.5em]"
    />
  );
}
