import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { initiatePayment } from '@/lib/browser-api/orders';
import type { InitiateResult, Product } from '@common/contract';
import { useCartStore } from '@/store/cart-store';
import { makeProduct } from '@/store/test-products';
import { useCheckoutSession } from './use-checkout-session';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: mockReplace, push: jest.fn() }) }));
jest.mock('@/lib/browser-api/orders', () => ({ initiatePayment: jest.fn() }));
let mockStock: { data?: Product[]; error?: Error } = {};
jest.mock('@/components/cart/use-cart-stock', () => ({
  useCartStock: () => ({ ...mockStock, mutate: jest.fn(), isLoading: false }),
}));

const payment: InitiateResult = {
  client_secret: 'pi_1_secret',
  pid: 'pi_1',
  is_first_order: false,
  discount: 0,
  shipping: 2000,
  sub_total: 1899,
  total: 3899,
};

function Probe() {
  const phase = useCheckoutSession();
  return (
    <p data-testid="phase">
      {phase.kind}
      {phase.kind === 'over-stock' && `:${phase.lines.map((l) => `${l.line.id}/${l.available}`).join(',')}`}
      {phase.kind === 'ready' && `:${phase.payment.pid}`}
    </p>
  );
}

async function mount() {
  await act(async () => {
    render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
  });
}

const phase = () => screen.getByTestId('phase').textContent;
const p1 = makeProduct({ id: 1, quantity: 5 });
const p2 = makeProduct({ id: 2, quantity: 1 });

beforeEach(() => {
  jest.clearAllMocks();
  act(() => useCartStore.getState().clear());
  mockStock = {};
  jest.mocked(initiatePayment).mockResolvedValue(payment);
});

it('sends an empty cart back to /cart', async () => {
  await mount();
  expect(phase()).toBe('empty');
  expect(mockReplace).toHaveBeenCalledWith('/cart');
  expect(initiatePayment).not.toHaveBeenCalled();
});

it('verifies while the stock loads, then lists the lines above stock and initiates nothing', async () => {
  act(() => {
    useCartStore.getState().add(p1, 2);
    useCartStore.getState().add(p2, 3);
  });
  await mount();
  expect(phase()).toBe('verifying');
  mockStock = { data: [p1, p2] };
  await mount();
  expect(screen.getAllByTestId('phase')[1]).toHaveTextContent('over-stock:2/1');
  expect(initiatePayment).not.toHaveBeenCalled();
});

it('initiates once under strict mode, and again only when the cart changes', async () => {
  act(() => useCartStore.getState().add(p1, 2));
  mockStock = { data: [p1] };
  await mount();
  expect(phase()).toBe('ready:pi_1');
  expect(initiatePayment).toHaveBeenCalledTimes(1);
  expect(initiatePayment).toHaveBeenCalledWith('test', {
    items: [{ product_id: 1, qty: 2, price: 18.99 }],
    user_id: null,
    stripe_cus_id: null,
  });

  // A refresh of the product data that keeps the quantities does not start a new payment.
  await act(async () => useCartStore.getState().updateProductInfo([{ ...p1, price: 19.99 }]));
  expect(initiatePayment).toHaveBeenCalledTimes(1);

  jest.mocked(initiatePayment).mockResolvedValue({ ...payment, pid: 'pi_2', client_secret: 'pi_2_secret' });
  await act(async () => useCartStore.getState().addQuantity(1));
  expect(initiatePayment).toHaveBeenCalledTimes(2);
  expect(phase()).toBe('ready:pi_2');
});
