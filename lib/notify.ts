/**
 * Notifications (react-hot-toast). The library and its host (components/ui/toaster.tsx: at most three at
 * once, 4 s each) load with the first notification, so a page that shows none never downloads them.
 * A notice's id is its kind and text: the same message shown again while it is visible restarts that one
 * notice instead of stacking a copy (typing 'abc' in a quantity box is one 'Please enter a valid number').
 *
 * A notice is the second answer to a tap, after the one on the spot (the header's count, the line gone):
 * it is shown after the next frame is painted, so that frame never waits for the notification code. The
 * first notice of a page evaluates react-hot-toast and renders the host, 50-70 ms at a 4x CPU slowdown,
 * which otherwise fell before that frame often enough to put Add to Cart and Remove over INP's 100 ms
 * (bench `purchase`).
 *
 * A notice is created only once the host is on the page. react-hot-toast counts a notice's 4 s from its
 * creation, so one created while the host's code was still loading (a slow phone, a busy page) was shown
 * for what was left of them, or not at all.
 */
type Kind = 'success' | 'error' | 'info';

let hostListener: (() => void) | null = null;
let requested = false;
let hostMounted: () => void = () => {};
/** react-hot-toast once the host is mounted; one promise, so notifications keep their order. */
const toastModule = new Promise<void>((resolve) => {
  hostMounted = resolve;
}).then(() => import('react-hot-toast'));

/** The host registers here; it is told (once) as soon as there is something to show. */
export function onFirstNotification(listener: () => void): () => void {
  hostListener = listener;
  if (requested) listener();
  return () => {
    if (hostListener === listener) hostListener = null;
  };
}

/** The host (components/ui/toaster.tsx) calls this once it is mounted; notices wait for it. */
export function notificationHostMounted(): void {
  hostMounted();
}

/**
 * Runs `task` once the browser has painted the next frame: a frame callback runs just before the paint,
 * a task it posts just after. Callbacks keep their call order.
 */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

function show(kind: Kind, message: string): void {
  afterNextPaint(() => {
    if (!requested) {
      requested = true;
      hostListener?.();
    }
    const options = { id: `${kind}:${message}` };
    void toastModule.then(({ default: toast }) => {
      if (kind === 'info') toast(message, options);
      else toast[kind](message, options);
    });
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
