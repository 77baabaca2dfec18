'use client';

import { useId } from 'react';
import { AddressFieldset, type AddressFieldSpec } from '@/components/ui/address-fieldset';
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

const BILLING_ADDRESS: readonly AddressFieldSpec<keyof BillingFields>[] = [
  { key: 'name', label: 'Billing name', autoComplete: 'billing name', wide: true, required: true },
  {
    key: 'line1',
    label: 'Billing address line 1',
    autoComplete: 'billing address-line1',
    wide: true,
    required: true,
  },
  {
    key: 'line2',
    label: 'Billing address line 2 (optional)',
    autoComplete: 'billing address-line2',
    wide: true,
  },
  { key: 'city', label: 'Billing city', autoComplete: 'billing address-level2', required: true },
  { key: 'state', label: 'Billing state / region', autoComplete: 'billing address-level1', required: true },
  { key: 'postal_code', label: 'Billing postal code', autoComplete: 'billing postal-code', required: true },
  {
    key: 'country',
    label: 'Billing country',
    autoComplete: 'billing country',
    options: COUNTRIES,
    required: true,
  },
];

/** 'Billing address same as shipping' (ticked by default); unticked, a separate billing address. */
export function BillingSection({ same, onSame, values, onChange, invalid }: Props) {
  const id = useId();
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
          <AddressFieldset
            fields={BILLING_ADDRESS}
            values={values}
            onChange={onChange}
            invalid={invalid}
            invalidPrefix="billing."
          />
        </FormSection>
      )}
    </div>
  );
}
