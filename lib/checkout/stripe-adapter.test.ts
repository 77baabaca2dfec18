import type { StripeElements } from '@stripe/stripe-js';
import { stripeAdapter, type StripeConfirmer } from './stripe-adapter';

const elements = { id: 'fake-elements' } as unknown as StripeElements;
const request = {
  clientSecret: 'pi_1_secret_x',
  pid: 'pi_1',
  returnUrl: 'https://shop.example/update-order',
};

function fakeStripe(result: Awaited<ReturnType<StripeConfirmer['confirmPayment']>> | Error) {
  const confirmPayment = jest.fn(async () => {
    if (result instanceof Error) throw result;
    return result;
  });
  return { stripe: { confirmPayment } as StripeConfirmer, confirmPayment };
}

describe('stripeAdapter', () => {
  it('confirms with the elements and the /update-order return URL', async () => {
    const { stripe, confirmPayment } = fakeStripe({});
    await stripeAdapter(stripe, elements).confirm(request);
    expect(confirmPayment).toHaveBeenCalledTimes(1);
    expect(confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: 'https://shop.example/update-order' },
    });
  });

  it('reports a redirect when stripe.js returns no error (the browser is leaving for the return URL)', async () => {
    const { stripe } = fakeStripe({});
    await expect(stripeAdapter(stripe, elements).confirm(request)).resolves.toEqual({ kind: 'redirect' });
  });

  it('maps a decline to a failure carrying Stripe’s message', async () => {
    const { stripe } = fakeStripe({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    await expect(stripeAdapter(stripe, elements).confirm(request)).resolves.toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
  });

  it('maps a thrown error (stripe.js unreachable) to a failure', async () => {
    const { stripe } = fakeStripe(new Error('network down'));
    await expect(stripeAdapter(stripe, elements).confirm(request)).resolves.toEqual({
      kind: 'failed',
      message: 'network down',
    });
  });
});
