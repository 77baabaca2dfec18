import { render, screen } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { ToastHost } from './toast-host';
import { stubMatchMedia } from '@/lib/testing/match-media';

// Its own file: lib/notify.ts remembers for the page's lifetime that a notification was made.
describe('notification host mounted after the first notification', () => {
  beforeAll(stubMatchMedia);

  it("shows a notification made before it was there (a page's effect runs before the layout's)", async () => {
    notify.success('Login Successful');
    render(<ToastHost />);
    // The notice loads react-hot-toast and the host after the next frame: slower than a second under load.
    expect(await screen.findByText('Login Successful', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
