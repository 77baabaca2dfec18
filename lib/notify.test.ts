const mockToast = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() });
jest.mock('react-hot-toast', () => ({ __esModule: true, default: mockToast }));

// lib/notify.ts keeps the page's state (a notice made, the host mounted): each test has a fresh copy.
let notifyModule: typeof import('./notify');
beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  jest.isolateModules(() => {
    notifyModule = jest.requireActual('./notify');
  });
});
afterEach(() => jest.useRealTimers());

// A notice is the tap's second answer: the frame that shows the first one (the count, the line gone) must
// not wait for the notification code, so nothing of it runs before that frame is painted.
it('shows a notice only once the next frame has been painted, in call order', async () => {
  const { notify, notificationHostMounted, onFirstNotification } = notifyModule;
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
  notificationHostMounted();
  await jest.runAllTimersAsync();
  expect(mockToast.success).toHaveBeenCalledWith('Item added to cart', { id: 'success:Item added to cart' });
  expect(mockToast.error).toHaveBeenCalledWith('Only 2 left', { id: 'error:Only 2 left' });
  expect(mockToast.success.mock.invocationCallOrder[0]).toBeLessThan(
    mockToast.error.mock.invocationCallOrder[0]!,
  );
});

// react-hot-toast counts a notice's 4 s from its creation: one made while the host's code was loading
// would be shown for what was left of them. So it is made once the host says it is mounted.
it('makes a notice only once the host is mounted, however long its code takes', async () => {
  const { notify, notificationHostMounted, onFirstNotification } = notifyModule;
  const host = jest.fn();
  onFirstNotification(host);
  notify.info('Welcome back');
  await jest.advanceTimersByTimeAsync(20);
  expect(host).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(3000);
  expect(mockToast).not.toHaveBeenCalled();

  notificationHostMounted();
  await jest.runAllTimersAsync();
  expect(mockToast).toHaveBeenCalledWith('Welcome back', { id: 'info:Welcome back' });
});
