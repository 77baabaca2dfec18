import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Order } from '@common/contract';
import { AFTER_SALE_MSG } from '@common/messages';
import { useUserStore } from '@/store/user-store';
import { CancellationsView } from './cancellations-view';

const mockHistory = jest.fn<Promise<Order[]>, []>();
jest.mock('@/lib/browser-api/accounts', () => ({ getOrdersHistory: () => mockHistory() }));
jest.mock('@/lib/browser-api/after-sale', () => ({ cancelOrder: jest.fn() }));

const order = (id: number, status: Order['status'], refund = 0): Order =>
  ({
    id,
    order_no: `#${1000 + id}`,
    created_at: '2026-11-01T12:00:00.000Z',
    amount: 39.79,
    status,
    order_items: [
      { id, qty: 1, product: { id: 1, name: 'Brass Trowel', price: 19.79, slug: 'trowel', image: '' } },
    ],
    refund_amount: refund,
  }) as unknown as Order;

const renderView = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CancellationsView />
    </SWRConfig>,
  );

beforeEach(() => {
  act(() =>
    useUserStore.getState().setUser({ id: 7, name: 'Asha', email: 'asha@example.com', stripe_cus_id: null }),
  );
});

it('lists an order the shop canceled, with its refund, instead of saying there are none (issue 41)', async () => {
  mockHistory.mockResolvedValue([order(1, 'completed'), order(2, 'canceled', 39.79)]);
  renderView();
  expect(await screen.findByText(/#1002/)).toBeInTheDocument();
  expect(screen.getByTestId('order-refund')).toHaveTextContent('Refunded: $39.79');
  expect(screen.queryByText(AFTER_SALE_MSG.noCancellations)).not.toBeInTheDocument();
  expect(screen.queryByText(/#1001/)).not.toBeInTheDocument();
});

it("keeps the spec's empty text, and offers Cancel on an order not yet shipped", async () => {
  mockHistory.mockResolvedValue([order(3, 'processing'), order(4, 'shipped')]);
  renderView();
  expect(await screen.findByText(AFTER_SALE_MSG.noCancellations)).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: AFTER_SALE_MSG.page.cancelButton })).toHaveLength(1);
  expect(screen.getByText(/#1003/)).toBeInTheDocument();
});
