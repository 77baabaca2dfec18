/**
 * Notifications (react-hot-toast). The library and its host (components/ui/toaster.tsx: at most three at
 * once, 4 s each) load with the first notification, so a page that shows none never downloads them.
 * A notice's id is its kind and text: the same message shown again while it is visible restarts that one
 * notice instead of stacking a copy (typing 'abc' in a quantity box is one 'Please enter a valid number').
 */
type Kind = 'success' | 'error' | 'info';

let hostListener: (() => void) | null = null;
let requested = false;

/** The host registers here; it is told (once) as soon as there is something to show. */
export function onFirstNotification(listener: () => void): () => void {
  hostListener = listener;
  if (requested) listener();
  return () => {
    if (hostListener === listener) hostListener = null;
  };
}

function show(kind: Kind, message: string): void {
  if (!requested) {
    requested = true;
    hostListener?.();
  }
  const options = { id: `${kind}:${message}` };
  // One module promise: notifications keep their order.
  void import('react-hot-toast').then(({ default: toast }) => {
    if (kind === 'info') toast(message, options);
    else toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
