'use client';

import { TextField } from '@/components/ui/form-controls';
import { MSG } from '@common/messages';
import { cardNumberAsTyped, cvcAsTyped, expiryAsTyped, type CardFields } from '@/lib/checkout/test-card';
import { FormSection } from './form-section';

interface Props {
  card: CardFields;
  onChange: (patch: Partial<CardFields>) => void;
  invalid: boolean;
}

/** The test processor's card inputs, with a badge saying no real card is charged. */
export function TestCardSection({ card, onChange, invalid }: Props) {
  return (
    <FormSection
      title="Card"
      aside={
        <span
          data-testid="test-payments-badge"
          className="rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800"
        >
          {MSG.checkout.testBadge}
        </span>
      }
    >
      <TextField
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="4242 4242 4242 4242"
        value={card.number}
        onValue={(v) => onChange({ number: cardNumberAsTyped(v) })}
        invalid={invalid}
        required
        className="sm:col-span-2"
      />
      <TextField
        label="Expiry (MM/YY)"
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM/YY"
        maxLength={5}
        value={card.expiry}
        onValue={(v) => onChange({ expiry: expiryAsTyped(v) })}
        invalid={invalid}
        required
      />
      <TextField
        label="CVC"
        autoComplete="cc-csc"
        inputMode="numeric"
        placeholder="123"
        maxLength={3}
        value={card.cvc}
        onValue={(v) => onChange({ cvc: cvcAsTyped(v) })}
        invalid={invalid}
        required
      />
    </FormSection>
  );
}
