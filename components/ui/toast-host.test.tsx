import { act, render, screen } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { ToastHost } from './toast-host';
import { stubMatchMedia } from '@/lib/testing/match-media';

// The first notice loads react-hot-toast and the host after the next frame: on a loaded machine that can
// take longer than findBy's default second.
const FIRST_NOTICE = { timeout: 10_000 };

describe('notification host', () => {
  beforeAll(stubMatchMedia);

  it('renders nothing until the first notification, then shows it and the ones after it in order', async () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify.success('Item added to cart');
      notify.error('Only 2 left');
      notify.info('Welcome back');
    });
    expect(await screen.findByText('Item added to cart', {}, FIRST_NOTICE)).toBeInTheDocument();
    const shown = (await screen.findAllByRole('status')).map((el) => el.textContent);
    expect(shown).toEqual(expect.arrayContaining(['Item added to cart', 'Only 2 left', 'Welcome back']));
  });

  it('shows the same message once while it is visible', async () => {
    render(<ToastHost />);
    act(() => {
      for (let i = 0; i < 3; i++) notify.error('Please enter a valid number');
    });
    await screen.findByText('Please enter a valid number', {}, FIRST_NOTICE);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getAllByText('Please enter a valid number')).toHaveLength(1);
  });
});
