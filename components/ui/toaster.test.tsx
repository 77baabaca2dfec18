import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@common/constants';
import { NOTICE_MSG } from '@common/messages';
import Toaster from './toaster';
import { stubMatchMedia } from '@/lib/testing/match-media';

describe('notification host', () => {
  beforeAll(stubMatchMedia);
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      toast.remove();
    });
    jest.useRealTimers();
  });

  it('keeps at most three notifications, dropping the oldest', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 5; i++) toast.success(`Notice ${i}`);
    });
    // Dismissed toasts leave after their exit animation.
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    const shown = screen.getAllByRole('status').map((el) => el.textContent);
    expect(shown).toHaveLength(TOAST_LIMIT);
    expect(shown).toEqual(expect.arrayContaining(['Notice 3', 'Notice 4', 'Notice 5']));
  });

  it('hides a notification after 4 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Item added to cart');
    });
    expect(screen.getByText('Item added to cart')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Item added to cart');
    act(() => {
      jest.advanceTimersByTime(200);
    });
    // Dismissed at 4 s, then removed once its exit animation is over.
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(screen.queryByText('Item added to cart')).not.toBeInTheDocument();
  });

  it('closes a notification with its labelled close button', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Only 2 left');
    });
    act(() => {
      screen.getByRole('button', { name: NOTICE_MSG.close }).click();
    });
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(screen.queryByText('Only 2 left')).not.toBeInTheDocument();
  });
});
