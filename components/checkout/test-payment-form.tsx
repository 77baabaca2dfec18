'use client';

import { useState, type FormEvent } from 'react';
import type { OrderItem } from '@/lib/checkout/pay';
import { emptyCard, isCardComplete, type CardFields } from '@/lib/checkout/test-card';
import type { InitiateResult, SessionUser } from '@common/contract';
import { isEmail } from '@common/contract/fields';
import { BillingSection } from './billing-section';
import { CheckoutAlert, PayButton } from './pay-panel';
import { ContactSection, ShippingAddressSection } from './shipping-fields';
import { TestCardSection } from './test-card-section';
import { useCheckoutForm } from './use-checkout-form';
import { usePay } from './use-pay';

interface Props {
  payment: InitiateResult;
  items: OrderItem[];
  user: SessionUser | null;
}

/** The payment form with the built-in test processor: our own inputs for everything, card included. */
export function TestPaymentForm({ payment, items, user }: Props) {
  const { values, setShipping, setBilling, setBillingSame } = useCheckoutForm(user);
  const [card, setCard] = useState<CardFields>(emptyCard);
  const { submit, prepare, busy, message, invalidField, alertRef } = usePay({
    provider: 'test',
    payment,
    items,
    user,
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit((step) => ({
      form: values,
      // Our inputs stand in for Stripe's elements: the address is checked field by field, the card here.
      complete: {
        address: true,
        email: isEmail(values.shipping.email),
        card: isCardComplete(card, new Date()),
      },
      card,
      adapter: step.testProcessorAdapter(),
    }));
  }

  return (
    <form onSubmit={onSubmit} onFocus={prepare} noValidate aria-label="Payment form" className="space-y-5">
      <CheckoutAlert message={message} alertRef={alertRef} />
      <ContactSection values={values.shipping} onChange={setShipping} invalid={invalidField} />
      <ShippingAddressSection values={values.shipping} onChange={setShipping} invalid={invalidField} />
      <TestCardSection
        card={card}
        onChange={(patch) => setCard((c) => ({ ...c, ...patch }))}
        invalid={invalidField === 'card'}
      />
      <BillingSection
        same={values.billingSame}
        onSame={setBillingSame}
        values={values.billing}
        onChange={setBilling}
        invalid={invalidField}
      />
      <PayButton busy={busy} totalCents={payment.total} />
    </form>
  );
}
