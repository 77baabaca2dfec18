import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { updateOrder } from '@/lib/api/orders';
import { HANDLED_PAYMENTS_KEY } from '@/lib/checkout/payment-return';
import { MSG } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { useCartStore } from '@/store/cart-store';
import { makeProduct } from '@/store/test-products';
import { OrderSuccessView } from './order-success';
import { PaymentReturn } from './payment-return';

const mockReplace = jest.fn();
let mockQuery = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn() }),
  useSearchParams: () => new URLSearchParams(mockQuery),
}));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/lib/api/orders', () => ({ updateOrder: jest.fn() }));

async function visit(query: string) {
  mockQuery = query;
  await act(async () => {
    render(
      <StrictMode>
        <PaymentReturn />
      </StrictMode>,
    );
  });
  // Let the deferred failure notice and the settled promises run.
  await act(async () => new Promise((r) => setTimeout(r, 0)));
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  act(() => useCartStore.getState().add(makeProduct({ id: 1, quantity: 5 }), 2));
});

it('shows the processing texts', async () => {
  jest.mocked(updateOrder).mockReturnValue(new Promise(() => {}));
  await visit('payment_intent=pi_wait');
  expect(screen.getByRole('heading', { name: MSG.payReturn.heading })).toBeVisible();
  expect(screen.getByText(MSG.payReturn.processing)).toBeVisible();
  expect(screen.getByText(MSG.payReturn.doNotClose)).toBeVisible();
});

it('updates the order once under strict mode, clears the cart and replaces the page with the confirmation', async () => {
  jest.mocked(updateOrder).mockResolvedValue('#1007');
  await visit('payment_intent=pi_once&redirect_status=succeeded');
  expect(updateOrder).toHaveBeenCalledTimes(1);
  expect(updateOrder).toHaveBeenCalledWith('test', 'pi_once');
  expect(useCartStore.getState().cardData).toEqual([]);
  expect(mockReplace).toHaveBeenCalledWith('/order-success?no=1007');
  expect(mockReplace).toHaveBeenCalledTimes(1);
  expect(JSON.parse(sessionStorage.getItem(HANDLED_PAYMENTS_KEY) ?? '{}')).toEqual({ pi_once: '1007' });
});

it('a reload of a handled payment goes to the same confirmation without calling the server again', async () => {
  sessionStorage.setItem(HANDLED_PAYMENTS_KEY, JSON.stringify({ pi_done: '1008' }));
  await visit('payment_intent=pi_done');
  expect(updateOrder).not.toHaveBeenCalled();
  expect(mockReplace).toHaveBeenCalledWith('/order-success?no=1008');
  // The cart filled since that order is left alone.
  expect(useCartStore.getState().cardData).toHaveLength(1);
});

it('a failed update shows Order update error once and goes home', async () => {
  jest.mocked(updateOrder).mockRejectedValue(new Error('402'));
  await visit('payment_intent=pi_unpaid');
  expect(notify.error).toHaveBeenCalledTimes(1);
  expect(notify.error).toHaveBeenCalledWith(MSG.payReturn.error);
  expect(mockReplace).toHaveBeenCalledWith('/');
  expect(useCartStore.getState().cardData).toHaveLength(1);
});

it('a failed authentication (redirect_status=failed) goes home with the error, without updating', async () => {
  await visit('payment_intent=pi_fail&redirect_status=failed');
  expect(updateOrder).not.toHaveBeenCalled();
  expect(notify.error).toHaveBeenCalledTimes(1);
  expect(notify.error).toHaveBeenCalledWith(MSG.payReturn.error);
  expect(mockReplace).toHaveBeenCalledWith('/');
});

describe('OrderSuccessView', () => {
  it('shows the order number when there is one, the confirmation texts and a Home link', () => {
    render(<OrderSuccessView no="1007" />);
    expect(screen.getByText(MSG.orderSuccess.orderNo('1007'))).toBeVisible();
    expect(screen.getByText(MSG.orderSuccess.placed)).toBeVisible();
    expect(screen.getByText(MSG.orderSuccess.email)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('leaves the order number out without one', () => {
    render(<OrderSuccessView no="" />);
    expect(screen.queryByText(/Order No/)).not.toBeInTheDocument();
  });
});
