import { render, screen, within } from '@testing-library/react';
import type { Order } from '@common/contract';
import { ORDER_MSG } from '@common/messages';
import { OrderCard } from './order-card';

const base: Order = {
  id: 1,
  order_no: '#1001',
  created_at: '2026-11-20T10:00:00.000Z',
  amount: 50,
  status: 'processing',
  order_items: [
    {
      id: 1,
      qty: 2,
      product: { id: 3, name: 'Golden Pothos', price: 25, slug: 'golden-pothos', image: '/x.webp' },
    },
  ],
  sub_total: 50,
  shipping_amount: 0,
  is_first_order: false,
  first_order_discount: 0,
  refund_amount: 0,
  total_after_refund: 50,
};

const card = (order: Partial<Order>) =>
  render(
    <ul>
      <OrderCard order={{ ...base, ...order }} />
    </ul>,
  );

describe('order card', () => {
  it('shows a shipped order with its carrier, tracking number and tracking link, in green', () => {
    card({
      status: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
    });
    expect(screen.getByText('shipped')).toHaveAttribute('data-tone', 'green');
    const shipment = screen.getByTestId('order-shipment');
    expect(shipment).toHaveTextContent(
      `${ORDER_MSG.history.shippedWith('UPS')} · Tracking number: 1Z999AA10123456784`,
    );
    const link = within(shipment).getByRole('link', { name: ORDER_MSG.history.track });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByTestId('order-refund')).not.toBeInTheDocument();
  });

  it('shows the refunded amount and what the order comes to after it', () => {
    card({ status: 'refunded', refund_amount: 50, total_after_refund: 0 });
    expect(screen.getByText('refunded')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByTestId('order-refund')).toHaveTextContent(
      'Refunded: $50.00 · Total after refund: $0.00',
    );
  });

  it('shows a partial refund on a completed order, and neither line for a plain paid order', () => {
    const { unmount } = card({ status: 'completed', refund_amount: 12.5, total_after_refund: 37.5 });
    expect(screen.getByTestId('order-refund')).toHaveTextContent(
      'Refunded: $12.50 · Total after refund: $37.50',
    );
    unmount();
    card({});
    expect(screen.queryByTestId('order-refund')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-shipment')).not.toBeInTheDocument();
  });

  it('keeps the badge colours: pending yellow, canceled red', () => {
    const { unmount } = card({ status: 'pending' });
    expect(screen.getByText('pending')).toHaveAttribute('data-tone', 'yellow');
    unmount();
    card({ status: 'canceled' });
    expect(screen.getByText('canceled')).toHaveAttribute('data-tone', 'red');
  });
});
