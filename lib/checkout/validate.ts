import { SHIPPING_COUNTRY } from '@common/constants';
import { isPhone } from '@common/phone';
import { US_POSTAL_PATTERN, isEmail } from '@common/contract/fields';
import type { PostalAddress } from '@common/contract';
import { isCountryCode } from '../countries';
import { MSG } from '@common/messages';
import { US_STATES } from './us-states';

/**
 * The shipping side of the checkout form, named like the placeorder call's fields; its country is always
 * US (shipping is limited to the United States) and its state a USPS code.
 */
export type ShippingFields = PostalAddress & { email: string; phone: string };

/** The billing address; its country is ISO 3166-1 alpha-2. */
export type BillingFields = PostalAddress;

/** Whether the payment provider's own inputs are complete (Stripe's elements, or the test card form). */
export interface ElementsComplete {
  address: boolean;
  email: boolean;
  card: boolean;
}

export interface CheckoutFormValues {
  shipping: ShippingFields;
  billingSame: boolean;
  billing: BillingFields;
}

export type CheckoutField =
  keyof ShippingFields | 'address-element' | 'email-element' | 'card' | `billing.${keyof BillingFields}`;

export interface CheckoutError {
  message: string;
  /** The first field that broke a rule, so the form can mark and focus it. */
  field: CheckoutField;
}

const blank = (v: string) => v.trim() === '';
const isUsState = (code: string) => US_STATES.some((s) => s.code === code);

/**
 * The first broken rule of the checkout form in the order of docs/behaviour.md#forms: shipping address, email,
 * phone, name, city, state, line1 and postal code, then the completeness of the address and email elements
 * and the card form, all reading 'Please fill all the required fields'; then, when billing differs from
 * shipping, billing name, state, city, line1, postal code and country, reading 'Please fill all the
 * Billing Info'. Null when the form may be submitted.
 */
export function validateCheckout(form: CheckoutFormValues, complete: ElementsComplete): CheckoutError | null {
  const s = form.shipping;
  const required = (field: CheckoutField): CheckoutError => ({ message: MSG.checkout.required, field });
  if (s.country !== SHIPPING_COUNTRY) return required('country');
  if (!isEmail(s.email)) return required('email');
  if (!isPhone(s.phone)) return required('phone');
  if (blank(s.name)) return required('name');
  if (blank(s.city)) return required('city');
  if (!isUsState(s.state)) return required('state');
  if (blank(s.line1)) return required('line1');
  if (!US_POSTAL_PATTERN.test(s.postal_code.trim())) return required('postal_code');
  if (!complete.address) return required('address-element');
  if (!complete.email) return required('email-element');
  if (!complete.card) return required('card');

  if (form.billingSame) return null;
  const b = form.billing;
  const billing = (field: keyof BillingFields): CheckoutError => ({
    message: MSG.checkout.billingRequired,
    field: `billing.${field}`,
  });
  if (blank(b.name)) return billing('name');
  if (blank(b.state)) return billing('state');
  if (blank(b.city)) return billing('city');
  if (blank(b.line1)) return billing('line1');
  if (blank(b.postal_code)) return billing('postal_code');
  if (!isCountryCode(b.country)) return billing('country');
  return null;
}
