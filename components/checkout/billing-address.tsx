'use client';

import { AddressFieldset, type AddressFieldSpec } from '@/components/ui/address-fieldset';
import type { BillingFields, CheckoutField } from '@/lib/checkout/validate';
import { COUNTRIES } from '@/lib/countries';
import { FormSection } from './form-section';

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

export interface BillingAddressProps {
  values: BillingFields;
  onChange: (patch: Partial<BillingFields>) => void;
  invalid: CheckoutField | null;
}

/**
 * The separate billing address, with its select of about 240 countries: loaded by BillingSection only when
 * the shopper unticks 'same as shipping', so the list is not part of every checkout's JavaScript.
 */
export default function BillingAddress({ values, onChange, invalid }: BillingAddressProps) {
  return (
    <FormSection title="Billing address">
      <AddressFieldset
        fields={BILLING_ADDRESS}
        values={values}
        onChange={onChange}
        invalid={invalid}
        invalidPrefix="billing."
      />
    </FormSection>
  );
}
