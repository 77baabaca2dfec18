'use client';

import { SelectField, TextField } from '@/components/ui/form-controls';
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
      maxLength={10}
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

/** The shipping address, limited to the United States (state select, ZIP code). */
export function ShippingAddressSection({ values, onChange, invalid }: Props) {
  return (
    <FormSection title="Shipping address">
      <TextField
        label="Full name"
        autoComplete="shipping name"
        value={values.name}
        onValue={(name) => onChange({ name })}
        invalid={invalid === 'name'}
        required
        className="sm:col-span-2"
      />
      <TextField
        label="Address line 1"
        autoComplete="shipping address-line1"
        placeholder="Street address"
        value={values.line1}
        onValue={(line1) => onChange({ line1 })}
        invalid={invalid === 'line1' || invalid === 'address-element'}
        required
        className="sm:col-span-2"
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="shipping address-line2"
        placeholder="Apartment, suite, unit"
        value={values.line2}
        onValue={(line2) => onChange({ line2 })}
        className="sm:col-span-2"
      />
      <TextField
        label="City"
        autoComplete="shipping address-level2"
        value={values.city}
        onValue={(city) => onChange({ city })}
        invalid={invalid === 'city'}
        required
      />
      <SelectField
        label="State"
        autoComplete="shipping address-level1"
        value={values.state}
        onValue={(state) => onChange({ state })}
        options={US_STATES}
        placeholder="Select a state"
        invalid={invalid === 'state'}
        required
      />
      <TextField
        label="ZIP code"
        autoComplete="shipping postal-code"
        inputMode="numeric"
        maxLength={10}
        placeholder="12345"
        value={values.postal_code}
        onValue={(postal_code) => onChange({ postal_code: postal_code.replace(/[^\d-]/g, '') })}
        invalid={invalid === 'postal_code'}
        required
      />
      <TextField label="Country" value="United States" onValue={() => {}} readOnly disabled />
    </FormSection>
  );
}
