import { fireEvent, render, screen } from '@testing-library/react';
import { PROMO_MSG } from '@common/messages';
import { DiscountCodeBox } from './discount-code-box';

describe('DiscountCodeBox (issue 40)', () => {
  it('applies the typed code, trimmed; an empty box applies nothing', () => {
    const onApply = jest.fn();
    render(<DiscountCodeBox applied="" error={null} onApply={onApply} onRemove={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: PROMO_MSG.apply }));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(PROMO_MSG.codeLabel), { target: { value: '  spring ' } });
    fireEvent.click(screen.getByRole('button', { name: PROMO_MSG.apply }));
    expect(onApply).toHaveBeenCalledWith('spring');
  });

  it('shows the CMS’s refusal as an alert tied to the box', () => {
    render(<DiscountCodeBox applied="" error={PROMO_MSG.expired} onApply={jest.fn()} onRemove={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(PROMO_MSG.expired);
    expect(screen.getByLabelText(PROMO_MSG.codeLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the applied code with Remove', () => {
    const onRemove = jest.fn();
    render(<DiscountCodeBox applied="SPRING" error={null} onApply={jest.fn()} onRemove={onRemove} />);
    expect(screen.getByTestId('discount-code-applied')).toHaveTextContent('SPRING');
    fireEvent.click(screen.getByRole('button', { name: PROMO_MSG.remove }));
    expect(onRemove).toHaveBeenCalled();
  });
});
