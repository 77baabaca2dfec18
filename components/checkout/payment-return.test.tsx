import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { ApiError, NetworkError } from '@/lib/browser-api/client';
import { updateOrder } from '@/lib/browser-api/orders';
import { HANDLED_PAYMENTS_KEY, PENDING_PAYMENT_KEY } from '@/lib/checkout/payment-return';
import { FAILURE_MSG, MSG } from '@common/messages';
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
jest.mock('@/lib/browser-api/orders', () => ({ updateOrder: jest.fn() }));

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
  await act(async () =>
    fakeTimers ? jest.advanceTimersByTimeAsync(0) : new Promise((r) => setTimeout(r, 0)),
  );
}

let fakeTimers = false;
function withFakeTimers() {
  beforeEach(() => {
    jest.useFakeTimers();
    fakeTimers = true;
  });
  afterEach(() => {
    jest.useRealTimers();
    fakeTimers = false;
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.removeItem(PENDING_PAYMENT_KEY);
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
  localStorage.setItem(PENDING_PAYMENT_KEY, 'pi_once');
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
  jest.mocked(updateOrder).mockRejectedValue(new ApiError(402, 'Payment not completed', undefined, true));
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
  expect(notify.info).toHaveBeenCalledWith(FAILURE_MSG.paymentNotTaken);
  expect(mockReplace).toHaveBeenCalledWith('/');
  expect(useCartStore.getState().cardData).toHaveLength(1);
});

it('without a payment id it goes home quietly', async () => {
  await visit('');
  expect(updateOrder).not.toHaveBeenCalled();
  expect(notify.error).not.toHaveBeenCalled();
  expect(notify.info).not.toHaveBeenCalled();
  expect(mockReplace).toHaveBeenCalledWith('/');
});

it('an old return address for a payment this browser is not waiting for leaves the cart filled since', async () => {
  jest.mocked(updateOrder).mockResolvedValue('#1006');
  localStorage.setItem(PENDING_PAYMENT_KEY, 'pi_newer');
  await visit('payment_intent=pi_old&redirect_status=succeeded');
  expect(mockReplace).toHaveBeenCalledWith('/order-success?no=1006');
  expect(useCartStore.getState().cardData).toHaveLength(1);
  expect(notify.success).not.toHaveBeenCalled();
  expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBe('pi_newer');
});

it('back from the provider’s authentication page, the order is said to be placed, once', async () => {
  jest.mocked(updateOrder).mockResolvedValue('#1012');
  localStorage.setItem(PENDING_PAYMENT_KEY, 'pi_auth');
  await visit('payment_intent=pi_auth&redirect_status=succeeded');
  expect(notify.success).toHaveBeenCalledTimes(1);
  expect(notify.success).toHaveBeenCalledWith(MSG.checkout.placed);
  expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
});

it('from the checkout itself (no redirect), the checkout has said it already', async () => {
  jest.mocked(updateOrder).mockResolvedValue('#1013');
  localStorage.setItem(PENDING_PAYMENT_KEY, 'pi_direct');
  await visit('payment_intent=pi_direct');
  expect(useCartStore.getState().cardData).toEqual([]);
  expect(notify.success).not.toHaveBeenCalled();
});

describe('while the CMS is unreachable', () => {
  withFakeTimers();

  it('keeps processing and tries again until the CMS answers', async () => {
    jest
      .mocked(updateOrder)
      .mockRejectedValueOnce(new ApiError(502, 'The CMS cannot be reached', undefined, true))
      .mockRejectedValueOnce(new NetworkError('Failed to fetch'))
      .mockResolvedValueOnce('#1014');
    localStorage.setItem(PENDING_PAYMENT_KEY, 'pi_outage');
    await visit('payment_intent=pi_outage&redirect_status=succeeded');
    expect(screen.getByRole('heading', { name: MSG.payReturn.heading })).toBeVisible();
    await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(updateOrder).toHaveBeenCalledTimes(2);
    expect(mockReplace).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTimeAsync(2000));
    expect(updateOrder).toHaveBeenCalledTimes(3);
    expect(notify.error).not.toHaveBeenCalled();
    expect(mockReplace).toHaveBeenCalledWith('/order-success?no=1014');
    expect(useCartStore.getState().cardData).toEqual([]);
  });

  it('ends in the error and home when the CMS stays down for a minute', async () => {
    jest.mocked(updateOrder).mockRejectedValue(new NetworkError('Failed to fetch'));
    await visit('payment_intent=pi_down');
    await act(async () => jest.advanceTimersByTimeAsync(59_000));
    expect(notify.error).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(notify.error).toHaveBeenCalledWith(MSG.payReturn.error);
    expect(mockReplace).toHaveBeenCalledWith('/');
  });
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
