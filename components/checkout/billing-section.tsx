'use client';

import { useId } from 'react';
import { SelectField, TextField } from '@/components/ui/form-controls';
import type { BillingFields, CheckoutField } from '@/lib/checkout/validate';
import { COUNTRIES } from '@/lib/countries';
import { FormSection } from './form-section';

interface Props {
  same: boolean;
  onSame: (same: boolean) => void;
  values: BillingFields;
  onChange: (patch: Partial<BillingFields>) => void;
  invalid: CheckoutField | null;
}

/** 'Billing address same as shipping' (ticked by default); unticked, a separate billing address. */
export function BillingSection({ same, onSame, values, onChange, invalid }: Props) {
  const id = useId();
  const bad = (field: keyof BillingFields) => invalid === `billing.${field}`;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={same}
          onChange={(e) => onSame(e.target.checked)}
          className="accent-primary h-4 w-4"
        />
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          Billing address same as shipping
        </label>
      </div>
      {!same && (
        <FormSection title="Billing address">
          <TextField
            label="Billing name"
            autoComplete="billing name"
            value={values.name}
            onValue={(name) => onChange({ name })}
            invalid={bad('name')}
            required
            className="sm:col-span-2"
          />
          <TextField
            label="Billing address line 1"
            autoComplete="billing address-line1"
            value={values.line1}
            onValue={(line1) => onChange({ line1 })}
            invalid={bad('line1')}
            required
            className="sm:col-span-2"
          />
          <TextField
            label="Billing address line 2 (optional)"
            autoComplete="billing address-line2"
            value={values.line2}
            onValue={(line2) => onChange({ line2 })}
            className="sm:col-span-2"
          />
          <TextField
            label="Billing city"
            autoComplete="billing address-level2"
            value={values.city}
            onValue={(city) => onChange({ city })}
            invalid={bad('city')}
            required
          />
          <TextField
            label="Billing state / region"
            autoComplete="billing address-level1"
            value={values.state}
            onValue={(state) => onChange({ state })}
            invalid={bad('state')}
            required
          />
          <TextField
            label="Billing postal code"
            autoComplete="billing postal-code"
            value={values.postal_code}
            onValue={(postal_code) => onChange({ postal_code })}
            invalid={bad('postal_code')}
            required
          />
          <SelectField
            label="Billing country"
            autoComplete="billing country"
            value={values.country}
            onValue={(country) => onChange({ country })}
            options={COUNTRIES}
            invalid={bad('country')}
            required
          />
        </FormSection>
      )}
    </div>
  );
}
