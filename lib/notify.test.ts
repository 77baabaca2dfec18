import { notify, onFirstNotification } from './notify';

const mockToast = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() });
jest.mock('react-hot-toast', () => ({ __esModule: true, default: mockToast }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// A notice is the tap's second answer: the frame that shows the first one (the count, the line gone) must
// not wait for the notification code, so nothing of it runs before that frame is painted.
it('shows a notice only once the next frame has been painted, in call order', async () => {
  const host = jest.fn();
  onFirstNotification(host);
  notify.success('Item added to cart');
  notify.error('Only 2 left');
  expect(host).not.toHaveBeenCalled();

  jest.advanceTimersToNextFrame();
  // The frame callback runs just before the paint; the notice comes in the task after it.
  expect(host).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(host).toHaveBeenCalledTimes(1);
  await jest.runAllTimersAsync();
  expect(mockToast.success).toHaveBeenCalledWith('Item added to cart', { id: 'success:Item added to cart' });
  expect(mockToast.error).toHaveBeenCalledWith('Only 2 left', { id: 'error:Only 2 left' });
  expect(mockToast.success.mock.invocationCallOrder[0]).toBeLessThan(
    mockToast.error.mock.invocationCallOrder[0]!,
  );
});
