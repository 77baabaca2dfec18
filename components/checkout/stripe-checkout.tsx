'use client';

import {
  AddressElement,
  Elements,
  LinkAuthenticationElement,
  PaymentElement,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeAddressElementChangeEvent, StripeElements } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import type { OrderItem } from '@/lib/checkout/pay';
import { STRIPE_PUBLISHABLE_KEY } from '@/lib/checkout/provider';
import { stripeAdapter } from '@/lib/checkout/stripe-adapter';
import type { ShippingFields } from '@/lib/checkout/validate';
import { SHIPPING_COUNTRY } from '@common/constants';
import type { InitiateResult, SessionUser } from '@common/contract';
import { isEmail } from '@common/contract/fields';
import { BillingSection } from './billing-section';
import { FormSection } from './form-section';
import { CheckoutAlert, PayButton } from './pay-panel';
import { PhoneField } from './shipping-fields';
import { useCheckoutForm } from './use-checkout-form';
import { usePay } from './use-pay';

interface Props {
  payment: InitiateResult;
  items: OrderItem[];
  user: SessionUser | null;
}

let stripePromise: Promise<Stripe | null> | null = null;

/** stripe.js is fetched only here, and only once, when the checkout with a Stripe key first renders. */
function loadStripeOnce(): Promise<Stripe | null> {
  stripePromise ??= import('@stripe/stripe-js').then((m) => m.loadStripe(STRIPE_PUBLISHABLE_KEY));
  return stripePromise;
}

/**
 * The payment form with Stripe: Elements for the payment's client secret (a new payment, after a cart
 * change, mounts fresh elements), Stripe's address, email and card elements, our phone and billing inputs.
 * Loaded with React.lazy by the checkout only when a publishable key is set.
 */
export default function StripeCheckout(props: Props) {
  return (
    <Elements
      key={props.payment.client_secret}
      stripe={loadStripeOnce()}
      options={{
        clientSecret: props.payment.client_secret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#B6101D', borderRadius: '6px' } },
      }}
    >
      <StripePaymentForm {...props} />
    </Elements>
  );
}

/** The AddressElement's value in the checkout's field names. */
export function shippingFromAddress(
  value: StripeAddressElementChangeEvent['value'],
): Partial<ShippingFields> {
  return {
    name: value.name,
    line1: value.address.line1,
    line2: value.address.line2 ?? '',
    city: value.address.city,
    state: value.address.state,
    postal_code: value.address.postal_code,
    country: value.address.country,
  };
}

function StripePaymentForm({ payment, items, user }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const { values, setShipping, setBilling, setBillingSame } = useCheckoutForm(user);
  const [prefill] = useState(values.shipping);
  const [emailComplete, setEmailComplete] = useState<boolean | null>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const { submit, prepare, busy, message, invalidField, alertRef } = usePay({
    provider: 'stripe',
    payment,
    items,
    user,
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit(async () => {
      const address = await readAddress(elements);
      const shipping = { ...values.shipping, ...(address ? shippingFromAddress(address.value) : {}) };
      return {
        form: { ...values, shipping },
        complete: {
          address: address?.complete ?? false,
          // Before its first change event the email element holds the prefilled address.
          email: emailComplete ?? isEmail(shipping.email),
          card: cardComplete,
        },
        adapter: stripe && elements ? stripeAdapter(stripe, elements) : notLoaded,
      };
    });
  }

  const invalid = (field: string) => invalidField === field;
  return (
    <form onSubmit={onSubmit} onFocus={prepare} noValidate aria-label="Payment form" className="space-y-5">
      <CheckoutAlert message={message} alertRef={alertRef} />
      <FormSection title="Contact">
        <div
          className="sm:col-span-2"
          data-invalid={invalid('email') || invalid('email-element') || undefined}
        >
          <LinkAuthenticationElement
            options={{ defaultValues: { email: prefill.email } }}
            onChange={(e) => {
              setShipping({ email: e.value.email });
              setEmailComplete(e.complete);
            }}
          />
        </div>
        <PhoneField values={values.shipping} onChange={setShipping} invalid={invalidField} />
      </FormSection>
      <ShippingAddressElement prefill={prefill} onChange={setShipping} />
      <FormSection title="Card">
        <div className="sm:col-span-2">
          <PaymentElement onChange={(e) => setCardComplete(e.complete)} />
        </div>
      </FormSection>
      <BillingSection
        same={values.billingSame}
        onSame={setBillingSame}
        values={values.billing}
        onChange={setBilling}
        invalid={invalidField}
      />
      <PayButton busy={busy || !stripe || !elements} totalCents={payment.total} />
    </form>
  );
}

/** Stripe's address element, limited to the shipping country and started from the saved address. */
function ShippingAddressElement({
  prefill,
  onChange,
}: {
  prefill: ShippingFields;
  onChange: (patch: Partial<ShippingFields>) => void;
}) {
  return (
    <FormSection title="Shipping address">
      <div className="sm:col-span-2">
        <AddressElement
          options={{
            mode: 'shipping',
            allowedCountries: [SHIPPING_COUNTRY],
            defaultValues: {
              name: prefill.name,
              address: {
                line1: prefill.line1,
                line2: prefill.line2,
                city: prefill.city,
                state: prefill.state,
                postal_code: prefill.postal_code,
                country: SHIPPING_COUNTRY,
              },
            },
          }}
          onChange={(e) => onChange(shippingFromAddress(e.value))}
        />
      </div>
    </FormSection>
  );
}

async function readAddress(elements: StripeElements | null) {
  const element = elements?.getElement('address') ?? null;
  return element ? element.getValue() : null;
}

/** stripe.js has not loaded (blocked or offline): the payment cannot be confirmed. */
const notLoaded = {
  confirm: async () => ({ kind: 'failed' as const, message: 'stripe.js is not loaded' }),
};
