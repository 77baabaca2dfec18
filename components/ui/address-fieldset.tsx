'use client';

import { SelectField, TextField } from './form-controls';

/** One field of an address form: its key in the form's values, and how the shopper sees and types it. */
export interface AddressFieldSpec<K extends string> {
  key: K;
  label: string;
  autoComplete?: string;
  placeholder?: string;
  type?: 'tel';
  inputMode?: 'numeric';
  maxLength?: number;
  /** Spans both columns of the section's grid. */
  wide?: boolean;
  required?: boolean;
  /** A select of these options instead of a text input. */
  options?: readonly { code: string; name: string }[];
  /** Typing filter (digits only, letters only…) applied before the value is kept. */
  typed?: (value: string) => string;
  /** Other field names the last check may report for this field (a provider element's, say). */
  alsoInvalidAs?: readonly string[];
}

interface Props<K extends string> {
  fields: readonly AddressFieldSpec<K>[];
  values: Record<K, string>;
  onChange: (patch: Partial<Record<K, string>>) => void;
  /** The field the last check stopped at, in the form's own naming (`billing.city`, say). */
  invalid?: string | null;
  /** Prefix of this fieldset's keys in `invalid` ('billing.'), if the form names them so. */
  invalidPrefix?: string;
}

/**
 * The address fields of checkout's shipping and billing sections and of the profile's address book: one
 * component, so an address reads, types and reports its errors the same way everywhere. Each form gives its
 * own field list (labels, autofill tokens, which fields it has).
 */
export function AddressFieldset<K extends string>({
  fields,
  values,
  onChange,
  invalid = null,
  invalidPrefix = '',
}: Props<K>) {
  return fields.map((spec) => {
    const common = {
      label: spec.label,
      autoComplete: spec.autoComplete,
      value: values[spec.key],
      onValue: (v: string) =>
        onChange({ [spec.key]: spec.typed ? spec.typed(v) : v } as Partial<Record<K, string>>),
      invalid:
        invalid !== null &&
        (invalid === `${invalidPrefix}${spec.key}` || (spec.alsoInvalidAs ?? []).includes(invalid)),
      required: spec.required,
      className: spec.wide ? 'sm:col-span-2' : undefined,
    };
    if (spec.options) {
      return <SelectField {...common} key={spec.key} options={spec.options} placeholder={spec.placeholder} />;
    }
    return (
      <TextField
        {...common}
        key={spec.key}
        placeholder={spec.placeholder}
        type={spec.type}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
      />
    );
  });
}
