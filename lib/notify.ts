import toast from 'react-hot-toast';

/** Notifications (react-hot-toast); the host in the root layout limits them to three at once. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
};
