import { type ExternalToast, toast } from 'sonner';

/** Toast durations: success 3 s, error 5 s, anything else 4 s. */
export const TOAST_MS = { success: 3000, error: 5000, default: 4000 } as const;

export const notify = {
  success: (message: string, options?: ExternalToast) =>
    toast.success(message, { duration: TOAST_MS.success, ...options }),
  error: (message: string, options?: ExternalToast) =>
    toast.error(message, { duration: TOAST_MS.error, ...options }),
  warning: (message: string, options?: ExternalToast) =>
    toast.warning(message, { duration: TOAST_MS.default, ...options }),
};
