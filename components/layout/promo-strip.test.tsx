import { render, screen } from '@testing-library/react';
import { MSG } from '@common/messages';
import { PromoStrip } from './promo-strip';

describe('PromoStrip (issue 40)', () => {
  it('reads the spec’s words at the default $49 threshold', () => {
    render(<PromoStrip freeShippingThresholdCents={4900} />);
    expect(screen.getByText(MSG.promo)).toBeInTheDocument();
  });

  it('follows the owner’s threshold', () => {
    render(<PromoStrip freeShippingThresholdCents={6000} />);
    expect(screen.getByText('Free shipping on orders over $60 to USA')).toBeInTheDocument();
    render(<PromoStrip freeShippingThresholdCents={4950} />);
    expect(screen.getByText('Free shipping on orders over $49.50 to USA')).toBeInTheDocument();
  });
});
