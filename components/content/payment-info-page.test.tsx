import { render, screen } from '@testing-library/react';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '@common/constants';
import { formatCents } from '@common/format';
import { MSG } from '@common/messages';
import { PaymentInfoPage } from './payment-info-page';

describe('the /payment page', () => {
  it('shows the accepted cards, the free-shipping threshold and links to the cart and checkout', () => {
    render(<PaymentInfoPage provider="stripe" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    for (const brand of ['Visa', 'Mastercard', 'American Express', 'Discover'])
      expect(screen.getByRole('img', { name: brand })).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`free on orders of \\${formatCents(FREE_SHIPPING_THRESHOLD_CENTS)}`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('with Stripe, says the shop never sees the card number', () => {
    render(<PaymentInfoPage provider="stripe" />);
    expect(screen.getByText(/the shop never sees or stores your card number/)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(MSG.checkout.testBadge))).not.toBeInTheDocument();
  });

  it('with the test processor, says no real card is charged and claims nothing about Stripe', () => {
    render(<PaymentInfoPage provider="test" />);
    expect(screen.getByText(new RegExp(MSG.checkout.testBadge))).toBeInTheDocument();
    expect(screen.queryByText(/Stripe/)).not.toBeInTheDocument();
  });
});
