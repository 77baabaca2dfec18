'use client';

import { AddressFieldset, type AddressFieldSpec } from '@/components/ui/address-fieldset';
import { TextField } from '@/components/ui/form-controls';
import { US_STATES } from '@/lib/checkout/us-states';
import type { CheckoutField, ShippingFields } from '@/lib/checkout/validate';
import { phoneAsTyped } from '@/lib/validation/typing';
import { FormSection } from './form-section';

interface Props {
  values: ShippingFields;
  onChange: (patch: Partial<ShippingFields>) => void;
  invalid: CheckoutField | null;
}

export function PhoneField({ values, onChange, invalid, className }: Props & { className?: string }) {
  return (
    <TextField
      label="Phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="10 digits"
      value={values.phone}
      onValue={(v) => onChange({ phone: phoneAsTyped(v) })}
      invalid={invalid === 'phone'}
      required
      className={className}
    />
  );
}

/** Contact details of the test-processor form (Stripe's form takes the email from its own element). */
export function ContactSection(props: Props) {
  const { values, onChange, invalid } = props;
  return (
    <FormSection title="Contact">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onValue={(email) => onChange({ email })}
        invalid={invalid === 'email' || invalid === 'email-element'}
        required
      />
      <PhoneField {...props} />
    </FormSection>
  );
}

const SHIPPING_ADDRESS: readonly AddressFieldSpec<keyof ShippingFields>[] = [
  { key: 'name', label: 'Full name', autoComplete: 'shipping name', wide: true, required: true },
  {
    key: 'line1',
    label: 'Address line 1',
    autoComplete: 'shipping address-line1',
    placeholder: 'Street address',
    wide: true,
    required: true,
    alsoInvalidAs: ['address-element'],
  },
  {
    key: 'line2',
    label: 'Address line 2 (optional)',
    autoComplete: 'shipping address-line2',
    placeholder: 'Apartment, suite, unit',
    wide: true,
  },
  { key: 'city', label: 'City', autoComplete: 'shipping address-level2', required: true },
  {
    key: 'state',
    label: 'State',
    autoComplete: 'shipping address-level1',
    options: US_STATES,
    placeholder: 'Select a state',
    required: true,
  },
  {
    key: 'postal_code',
    label: 'ZIP code',
    autoComplete: 'shipping postal-code',
    inputMode: 'numeric',
    maxLength: 10,
    placeholder: '12345',
    typed: (v) => v.replace(/[^\d-]/g, ''),
    required: true,
  },
];

/** The shipping address, limited to the United States (state select, ZIP code). */
export function ShippingAddressSection({ values, onChange, invalid }: Props) {
  return (
    <FormSection title="Shipping address">
      <AddressFieldset fields={SHIPPING_ADDRESS} values={values} onChange={onChange} invalid={invalid} />
      <TextField label="Country" value="United States" onValue={() => {}} readOnly disabled />
    </FormSection>
  );
}
