import { render } from '@testing-library/react';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { useUiStore } from '@/store/ui-store';
import { OpenNotice } from './open-notice';

jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

describe('home open notice', () => {
  beforeEach(() => {
    jest.mocked(notify.success).mockClear();
    useUiStore.setState({ openNotice: null });
  });

  it('shows the flag once as a success notice', () => {
    useUiStore.getState().setOpenNotice('Welcome, Asha');
    render(<OpenNotice />);
    expect(notify.success).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledWith('Welcome, Asha');
    expect(useUiStore.getState().openNotice).toBeNull();
    render(<OpenNotice />);
    expect(notify.success).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'Login successful' for a flag without text", () => {
    useUiStore.getState().setOpenNotice('');
    render(<OpenNotice />);
    expect(notify.success).toHaveBeenCalledWith(MSG.loginSuccessful);
  });

  it('shows nothing without the flag', () => {
    render(<OpenNotice />);
    expect(notify.success).not.toHaveBeenCalled();
  });
});
