/**
 * Notifications (react-hot-toast). The library and its host (components/ui/toaster.tsx: at most three at
 * once, 4 s each) load with the first notification, so a page that shows none never downloads them.
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
  // One module promise: notifications keep their order.
  void import('react-hot-toast').then(({ default: toast }) => {
    if (kind === 'info') toast(message);
    else toast[kind](message);
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
