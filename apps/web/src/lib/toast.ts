import { type ToastOptions, toast } from 'react-toastify';

/** The one toast helper: every success or error message of SPEC §8 goes through it. */
export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(message, options),
  error: (message: string, options?: ToastOptions) => toast.error(message, options),
  info: (message: string, options?: ToastOptions) => toast.info(message, options),
};
