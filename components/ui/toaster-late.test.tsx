import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@common/constants';
import { notify } from '@/lib/notify';
import Toaster from './toaster';
import { stubMatchMedia } from '@/lib/testing/match-media';

/** Small steps, so that React renders and runs its effects (the toasts' timers) between them, as a page does. */
async function advance(ms: number) {
  for (let done = 0; done < ms; done += 100) {
    await act(() => jest.advanceTimersByTimeAsync(Math.min(100, ms - done)));
  }
}

// Its own file: lib/notify.ts remembers for the page's lifetime that the host has mounted.
describe('a notification made while the host is still loading', () => {
  beforeAll(stubMatchMedia);
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => {
      toast.remove();
    });
    jest.useRealTimers();
  });

  it('is shown for its full 4 seconds from when the host is there', async () => {
    notify.error('Order update error');
    // The host's code takes 3 s to arrive (a slow phone, a busy page).
    await advance(3000);
    render(<Toaster />);
    await advance(100);
    expect(screen.getByRole('status')).toHaveTextContent('Order update error');

    await advance(TOAST_DURATION_MS - 200);
    expect(screen.getByRole('status')).toHaveTextContent('Order update error');
    // Dismissed at 4 s, then removed once its exit animation is over.
    await advance(1300);
    expect(screen.queryByText('Order update error')).not.toBeInTheDocument();
  });
});
