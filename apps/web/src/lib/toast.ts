import { toast } from 'sonner';
import { TOAST_DURATIONS_MS } from '@app/contract';

/** Toasts with their durations: default 4 s, success 3 s, error 5 s. */
export const notify = {
  info: (message: string) => toast(message, { duration: TOAST_DURATIONS_MS.default }),
  success: (message: string) => toast.success(message, { duration: TOAST_DURATIONS_MS.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATIONS_MS.error }),
  warning: (message: string) => toast.warning(message, { duration: TOAST_DURATIONS_MS.default }),
};
