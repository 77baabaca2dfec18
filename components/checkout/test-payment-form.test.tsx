import { act, fireEvent, render, screen } from '@testing-library/react';
import { placeOrder } from '@/lib/browser-api/orders';
import { ApiError } from '@/lib/browser-api/client';
import type { InitiateResult } from '@common/contract';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { TestPaymentForm } from './test-payment-form';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn() }) }));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/lib/browser-api/orders', () => ({ placeOrder: jest.fn() }));

const payment: InitiateResult = {
  client_secret: 'pi_t_secret',
  pid: 'pi_t',
  is_first_order: false,
  discount: 0,
  shipping: 0,
  sub_total: 4900,
  total: 4900,
};

const fetchMock = jest.fn();

function renderForm(pid: string) {
  render(
    <TestPaymentForm
      payment={{ ...payment, pid, client_secret: `${pid}_secret` }}
      items={[{ product_id: 5, qty: 1, price: 49 }]}
      user={null}
    />,
  );
}

function fill(card = '4242 4242 4242 4242') {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Email', 'guest@example.com');
  type('Phone', '6465550142');
  type('Full name', 'Asha Gurung');
  type('Address line 1', '37-12 74th St');
  type('City', 'Queens');
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'NY' } });
  type('ZIP code', '11372');
  type('Card number', card);
  type('Expiry (MM/YY)', '12/99');
  type('CVC', '123');
}

const pay = () => screen.getByRole('button', { name: /Pay \$49\.00|Processing/ });

function answer(body: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce({ ok: status < 400, status, json: async () => body });
}

beforeEach(() => {
  jest.clearAllMocks();
  // jsdom does not lay out pages: scrolling to the message is a no-op here.
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(placeOrder).mockResolvedValue({ order_no: '#1001', message: '' });
});

it('shows the test-payments badge', () => {
  renderForm('pi_badge');
  expect(screen.getByText(MSG.checkout.testBadge)).toBeVisible();
});

it('a succeeded card notifies the placed order and goes to the return page', async () => {
  answer({ status: true, data: { outcome: 'succeeded' } });
  renderForm('pi_ok');
  fill();
  await act(async () => {
    fireEvent.click(pay());
  });
  expect(placeOrder).toHaveBeenCalledTimes(1);
  expect(notify.success).toHaveBeenCalledWith(MSG.checkout.placed);
  expect(mockPush).toHaveBeenCalledWith('/update-order?payment_intent=pi_ok');
});

it('submits once however often Pay is clicked while the order is being placed', async () => {
  let release: () => void = () => {};
  jest
    .mocked(placeOrder)
    .mockImplementationOnce(() => new Promise((r) => (release = () => r({ order_no: '#1', message: '' }))));
  answer({ status: true, data: { outcome: 'succeeded' } });
  renderForm('pi_twice');
  fill();
  const button = pay();
  await act(async () => {
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
  });
  expect(button).toBeDisabled();
  await act(async () => release());
  expect(placeOrder).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('a declined card shows Failed to process payment and keeps the form for another card', async () => {
  answer({ status: true, message: 'Your card was declined.', data: { outcome: 'declined' } });
  renderForm('pi_declined');
  fill('4000 0000 0000 0002');
  await act(async () => {
    fireEvent.click(pay());
  });
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.checkout.paymentFailed);
  expect(mockPush).not.toHaveBeenCalled();
  expect(pay()).toBeEnabled();
});

it('a refused order (409 stock) shows the place-order failure and never confirms the card', async () => {
  jest.mocked(placeOrder).mockRejectedValueOnce(new ApiError(409, 'Only 1 left'));
  renderForm('pi_409');
  fill();
  await act(async () => {
    fireEvent.click(pay());
  });
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.checkout.placeFailed);
  expect(window.scrollTo).toHaveBeenCalled();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('clears the message after 5 seconds', async () => {
  jest.useFakeTimers();
  try {
    renderForm('pi_timer');
    await act(async () => {
      fireEvent.click(pay());
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.checkout.required);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
