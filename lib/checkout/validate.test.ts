import { MSG } from '@common/messages';
import {
  validateCheckout,
  type BillingFields,
  type CheckoutFormValues,
  type ElementsComplete,
  type ShippingFields,
} from './validate';

const shipping: ShippingFields = {
  name: 'Asha Gurung',
  email: 'asha@example.com',
  phone: '6465550142',
  state: 'NY',
  city: 'Queens',
  line1: '37-12 74th St',
  line2: '',
  postal_code: '11372',
  country: 'US',
};
const billing: BillingFields = {
  name: 'Pemba Sherpa',
  state: 'Bagmati',
  city: 'Kathmandu',
  line1: 'Thamel Marg 4',
  line2: '',
  postal_code: '44600',
  country: 'NP',
};
const complete: ElementsComplete = { address: true, email: true, card: true };

function form(s: Partial<ShippingFields> = {}, b: Partial<BillingFields> | null = null): CheckoutFormValues {
  return {
    shipping: { ...shipping, ...s },
    billingSame: b === null,
    billing: { ...billing, ...b },
  };
}

describe('validateCheckout', () => {
  it('accepts a complete form with billing the same as shipping, and with a separate billing address', () => {
    expect(validateCheckout(form(), complete)).toBeNull();
    expect(validateCheckout(form({}, {}), complete)).toBeNull();
  });

  it('checks the shipping side in the spec order: address, email, phone, name, city, state, line1, postal code', () => {
    const everythingBroken: Partial<ShippingFields> = {
      country: 'CA',
      email: 'not-an-email',
      phone: '12345',
      name: ' ',
      city: '',
      state: '',
      line1: '',
      postal_code: 'ABC',
    };
    const order = ['country', 'email', 'phone', 'name', 'city', 'state', 'line1', 'postal_code'] as const;
    const broken: Partial<ShippingFields> = { ...everythingBroken };
    for (const field of order) {
      expect(validateCheckout(form(broken), complete)).toEqual({ message: MSG.checkout.required, field });
      delete broken[field];
    }
    expect(validateCheckout(form(broken), complete)).toBeNull();
  });

  it('then the completeness of the address element, the email element and the card form', () => {
    const none = { address: false, email: false, card: false };
    expect(validateCheckout(form(), none)).toEqual({
      message: MSG.checkout.required,
      field: 'address-element',
    });
    expect(validateCheckout(form(), { ...none, address: true })).toEqual({
      message: MSG.checkout.required,
      field: 'email-element',
    });
    expect(validateCheckout(form(), { address: true, email: true, card: false })).toEqual({
      message: MSG.checkout.required,
      field: 'card',
    });
  });

  it('requires a 10-digit phone, a US state and a ZIP code', () => {
    expect(validateCheckout(form({ phone: '646555014' }), complete)?.field).toBe('phone');
    expect(validateCheckout(form({ phone: '64655501422' }), complete)?.field).toBe('phone');
    expect(validateCheckout(form({ state: 'Bagmati' }), complete)?.field).toBe('state');
    expect(validateCheckout(form({ postal_code: '1137' }), complete)?.field).toBe('postal_code');
    expect(validateCheckout(form({ postal_code: '11372-1234' }), complete)).toBeNull();
  });

  it('checks the shipping rules before any billing rule', () => {
    expect(validateCheckout(form({ city: '' }, { name: '' }), complete)?.message).toBe(MSG.checkout.required);
    expect(validateCheckout(form({}, { name: '' }), { ...complete, card: false })?.message).toBe(
      MSG.checkout.required,
    );
  });

  it('when billing differs, checks billing name, state, city, line1, postal code and country in order', () => {
    const broken: Partial<BillingFields> = {
      name: '',
      state: ' ',
      city: '',
      line1: '',
      postal_code: '',
      country: 'XX',
    };
    const order = ['name', 'state', 'city', 'line1', 'postal_code', 'country'] as const;
    for (const field of order) {
      expect(validateCheckout(form({}, broken), complete)).toEqual({
        message: MSG.checkout.billingRequired,
        field: `billing.${field}`,
      });
      delete broken[field];
    }
    expect(validateCheckout(form({}, broken), complete)).toBeNull();
  });

  it('ignores the billing fields while billing is the same as shipping', () => {
    const values = form();
    values.billing = { name: '', state: '', city: '', line1: '', line2: '', postal_code: '', country: '' };
    expect(validateCheckout(values, complete)).toBeNull();
  });
});
