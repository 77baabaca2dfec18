import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { placeOrder } from '@/lib/browser-api/orders';
import type { InitiateResult } from '@common/contract';
import { MSG } from '@common/messages';
import StripeCheckout from './stripe-checkout';

/**
 * The Stripe form with stripe.js and its React bindings replaced by fakes: the elements report what a
 * shopper typed, `confirmPayment` is a jest.fn. No network, no Stripe.
 */

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn() }) }));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/lib/browser-api/orders', () => ({
  placeOrder: jest.fn(async () => ({ order_no: '#1001', message: '' })),
}));
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => ({})) }));

const mockStripe = { confirmPayment: jest.fn() };
const mockAddress = {
  complete: true,
  value: {
    name: 'Asha Gurung',
    address: {
      line1: '37-12 74th St',
      line2: null as string | null,
      city: 'Queens',
      state: 'NY',
      postal_code: '11372',
      country: 'US',
    },
  },
};
const mockElements = {
  getElement: (type: string) =>
    type === 'address'
      ? {
          getValue: async () => ({
            complete: mockAddress.complete,
            isNewAddress: true,
            value: mockAddress.value,
          }),
        }
      : null,
};

jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  useStripe: () => mockStripe,
  useElements: () => mockElements,
  LinkAuthenticationElement: ({
    onChange,
  }: {
    onChange: (e: { complete: boolean; value: { email: string } }) => void;
  }) => (
    <input
      aria-label="Stripe email"
      onChange={(e) => onChange({ complete: e.target.value.includes('@'), value: { email: e.target.value } })}
    />
  ),
  AddressElement: () => <div>Stripe address</div>,
  PaymentElement: ({ onChange }: { onChange: (e: { complete: boolean }) => void }) => (
    <button type="button" onClick={() => onChange({ complete: true })}>
      Fill card
    </button>
  ),
}));

const payment: InitiateResult = {
  client_secret: 'pi_s_secret_1',
  pid: 'pi_s',
  is_first_order: false,
  discount: 0,
  shipping: 2000,
  sub_total: 1899,
  total: 3899,
};

function renderForm(pid = 'pi_s') {
  render(
    <StripeCheckout
      payment={{ ...payment, pid, client_secret: `${pid}_secret` }}
      items={[{ product_id: 3, qty: 1, price: 18.99 }]}
      user={null}
    />,
  );
}

async function fillAndPay() {
  fireEvent.change(screen.getByLabelText('Stripe email'), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '646-555-0142' } });
  fireEvent.click(screen.getByRole('button', { name: 'Fill card' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pay $38.99' }));
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  // jsdom does not lay out pages: scrolling to the message is a no-op here.
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockAddress.complete = true;
  mockStripe.confirmPayment.mockResolvedValue({});
});

it('stops an incomplete form with the required-fields message before placing anything', async () => {
  renderForm('pi_incomplete');
  fireEvent.change(screen.getByLabelText('Stripe email'), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '6465550142' } });
  // The card element never reported complete.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pay $38.99' }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.checkout.required);
  expect(placeOrder).not.toHaveBeenCalled();
  expect(mockStripe.confirmPayment).not.toHaveBeenCalled();
});

it('stops an incomplete address element with the required-fields message', async () => {
  mockAddress.complete = false;
  renderForm('pi_noaddress');
  await fillAndPay();
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.checkout.required);
  expect(placeOrder).not.toHaveBeenCalled();
});

it('places the order with the address element’s values, then confirms with the /update-order return URL', async () => {
  renderForm('pi_ok');
  await fillAndPay();
  expect(placeOrder).toHaveBeenCalledTimes(1);
  expect(placeOrder).toHaveBeenCalledWith(
    expect.objectContaining({
      name: 'Asha Gurung',
      email: 'asha@example.com',
      phone: '6465550142',
      state: 'NY',
      city: 'Queens',
      line1: '37-12 74th St',
      postal_code: '11372',
      method: 'stripe',
      pid: 'pi_ok',
      isBillingAndShippingSame: true,
    }),
  );
  expect(mockStripe.confirmPayment).toHaveBeenCalledWith({
    elements: mockElements,
    confirmParams: { return_url: 'http://localhost/update-order' },
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows Failed to process payment when Stripe declines, and a retry confirms again without a second order', async () => {
  mockStripe.confirmPayment.mockResolvedValueOnce({
    error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
  });
  renderForm('pi_declined');
  await fillAndPay();
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.checkout.paymentFailed);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $38.99' })).toBeEnabled());

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pay $38.99' }));
  });
  expect(placeOrder).toHaveBeenCalledTimes(1);
  expect(mockStripe.confirmPayment).toHaveBeenCalledTimes(2);
});

it('asks for the billing info when billing differs and is left empty', async () => {
  renderForm('pi_billing');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Billing address same as shipping' }));
  await fillAndPay();
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.checkout.billingRequired);
  expect(screen.getByLabelText('Billing name')).toHaveAttribute('aria-invalid', 'true');
  expect(placeOrder).not.toHaveBeenCalled();
});
