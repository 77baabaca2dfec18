import { render, screen } from '@testing-library/react';
import { OrderStatusBadge, statusTone } from './order-status-badge';

describe('order status badge', () => {
  it('is yellow for pending, red for canceled and green for the rest', () => {
    expect(statusTone('pending')).toBe('yellow');
    expect(statusTone('canceled')).toBe('red');
    expect(statusTone('processing')).toBe('green');
    expect(statusTone('shipped')).toBe('green');
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('refunded')).toBe('green');
  });

  it('shows the status name', () => {
    render(<OrderStatusBadge status="canceled" />);
    expect(screen.getByText('canceled')).toHaveAttribute('data-tone', 'red');
  });
});
