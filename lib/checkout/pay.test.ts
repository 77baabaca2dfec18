import type { StripeElements } from '@stripe/stripe-js';
import type { InitiateResult, PlaceOrderInput } from '@common/contract';
import { pay, placeOrderBody, returnPathFor, type PayDeps, type PayInput } from './pay';
import type { ConfirmResult, PaymentAdapter } from './payment-adapter';
import { stripeAdapter } from './stripe-adapter';
import type { CheckoutFormValues } from './validate';

const payment: InitiateResult = {
  client_secret: 'pi_9_secret_z',
  pid: 'pi_9',
  is_first_order: true,
  discount: 380,
  shipping: 2000,
  sub_total: 3795,
  total: 5415,
};

const form: CheckoutFormValues = {
  shipping: {
    name: ' Asha Gurung ',
    email: 'asha@example.com',
    phone: '6465550142',
    state: 'NY',
    city: 'Queens',
    line1: '37-12 74th St',
    line2: 'Apt 2',
    postal_code: '11372',
    country: 'US',
  },
  billingSame: true,
  billing: { name: '', state: '', city: '', line1: '', line2: '', postal_code: '', country: 'US' },
};

function input(overrides: Partial<PayInput> = {}): PayInput {
  return {
    form,
    complete: { address: true, email: true, card: true },
    card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    items: [{ product_id: 12, qty: 2, price: 18.99 }],
    userId: 7,
    provider: 'test',
    payment,
    returnUrl: 'http://shop.test/update-order',
    ...overrides,
  };
}

function deps(results: (ConfirmResult | Error)[], placeOrder?: PayDeps['placeOrder']) {
  const confirm = jest.fn(async () => {
    const next = results.shift();
    if (!next) throw new Error('no more results');
    if (next instanceof Error) throw next;
    return next;
  });
  const place = jest.fn(placeOrder ?? (async () => ({ order_no: '#1001' })));
  const d: PayDeps = { placeOrder: place, adapter: { confirm }, placedPids: new Set() };
  return { d, confirm, place };
}

describe('pay', () => {
  it('validates first: an invalid form neither places an order nor confirms a payment', async () => {
    const { d, confirm, place } = deps([{ kind: 'succeeded' }]);
    const outcome = await pay(input({ complete: { address: true, email: true, card: false } }), d);
    expect(outcome).toEqual({
      kind: 'invalid',
      error: { message: 'Please fill all the required fields', field: 'card' },
    });
    expect(place).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('places the order, then confirms the card with the client secret, the card and the return URL', async () => {
    const { d, confirm, place } = deps([{ kind: 'succeeded' }]);
    await expect(pay(input(), d)).resolves.toEqual({ kind: 'succeeded', pid: 'pi_9' });
    expect(place).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith({
      clientSecret: 'pi_9_secret_z',
      pid: 'pi_9',
      card: input().card,
      returnUrl: 'http://shop.test/update-order',
    });
    expect(place.mock.invocationCallOrder[0]!).toBeLessThan(confirm.mock.invocationCallOrder[0]!);
  });

  it('does not confirm when placing the order fails (false status, 409 stock, network)', async () => {
    const { d, confirm } = deps([{ kind: 'succeeded' }], async () => {
      throw new Error('409 stock ran out');
    });
    const outcome = await pay(input(), d);
    expect(outcome.kind).toBe('place-failed');
    expect(confirm).not.toHaveBeenCalled();
    expect(d.placedPids.size).toBe(0);
  });

  it('a declined card fails the payment; the retry confirms again without placing a second order', async () => {
    const { d, confirm, place } = deps([
      { kind: 'failed', message: 'Your card was declined.' },
      { kind: 'succeeded' },
    ]);
    await expect(pay(input(), d)).resolves.toEqual({
      kind: 'payment-failed',
      detail: 'Your card was declined.',
    });
    await expect(pay(input(), d)).resolves.toEqual({ kind: 'succeeded', pid: 'pi_9' });
    expect(place).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('a new payment id (the cart changed) places its own order', async () => {
    const { d, place } = deps([{ kind: 'failed' }, { kind: 'succeeded' }]);
    await pay(input(), d);
    await pay(input({ payment: { ...payment, pid: 'pi_10', client_secret: 'pi_10_secret' } }), d);
    expect(place).toHaveBeenCalledTimes(2);
  });

  it('reports a redirect (authentication page) and an adapter that throws as a payment failure', async () => {
    const redirect = deps([{ kind: 'redirect' }]);
    await expect(pay(input(), redirect.d)).resolves.toEqual({ kind: 'redirect' });
    const thrown = deps([new Error('boom')]);
    await expect(pay(input(), thrown.d)).resolves.toEqual({ kind: 'payment-failed', detail: 'boom' });
  });

  it('runs the Stripe path with a fake stripe.js: confirmPayment gets the return URL; its error is a payment failure', async () => {
    const confirmPayment = jest.fn(async () => ({
      error: { type: 'card_error', message: 'Your card was declined.' },
    }));
    const elements = {} as StripeElements;
    const adapter: PaymentAdapter = stripeAdapter({ confirmPayment }, elements);
    const place = jest.fn(async () => ({ order_no: '#1002' }));
    const outcome = await pay(input({ provider: 'stripe', card: undefined }), {
      placeOrder: place,
      adapter,
      placedPids: new Set(),
    });
    expect(outcome).toEqual({ kind: 'payment-failed', detail: 'Your card was declined.' });
    expect(confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: 'http://shop.test/update-order' },
    });
    expect((place.mock.calls[0] as unknown as [PlaceOrderInput])[0].method).toBe('stripe');
  });
});

describe('placeOrderBody', () => {
  it('sends the checkout data, items, billing, user, method, pid, first-order flag and total', () => {
    expect(placeOrderBody(input())).toEqual({
      name: 'Asha Gurung',
      email: 'asha@example.com',
      phone: '6465550142',
      state: 'NY',
      city: 'Queens',
      line1: '37-12 74th St',
      line2: 'Apt 2',
      postal_code: '11372',
      country: 'US',
      payment_method: 'card',
      total_amount: 5415,
      items: [{ product_id: 12, qty: 2, price: 18.99 }],
      billingAddress: {
        name: 'Asha Gurung',
        state: 'NY',
        city: 'Queens',
        line1: '37-12 74th St',
        line2: 'Apt 2',
        postal_code: '11372',
        country: 'US',
      },
      isBillingAndShippingSame: true,
      user_id: 7,
      method: 'test',
      pid: 'pi_9',
      is_first_order: true,
    });
  });

  it('sends the separate billing address when billing differs, and a null user for a guest', () => {
    const body = placeOrderBody(
      input({
        userId: null,
        form: {
          ...form,
          billingSame: false,
          billing: {
            name: 'Pemba',
            state: 'Bagmati',
            city: 'Kathmandu',
            line1: 'Thamel',
            line2: '',
            postal_code: '44600',
            country: 'NP',
          },
        },
      }),
    );
    expect(body.isBillingAndShippingSame).toBe(false);
    expect(body.billingAddress).toMatchObject({ name: 'Pemba', country: 'NP' });
    expect(body.user_id).toBeNull();
  });
});

it('returnPathFor builds the return page address like the provider’s redirect', () => {
  expect(returnPathFor('pi_test_ab12')).toBe('/update-order?payment_intent=pi_test_ab12');
});
