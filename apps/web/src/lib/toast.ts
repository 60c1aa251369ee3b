import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { translateServerText } from './i18n/server-texts.ts';

/** Toast durations: success 3 s, error 5 s, anything else 4 s. */
export const TOAST_MS = { success: 3000, error: 5000, default: 4000 } as const;

/**
 * The toast library (about 10 KB gzipped) loads with the first notice rather than with the app
 * (decision 011): the first notice asks the app to mount the toaster, which shows the notices made
 * before it was listening.
 */
let toasterWanted = false;
const wantedListeners = new Set<() => void>();

function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** True once a notice has been asked for: the app then mounts the toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribeToasterWanted,
    () => toasterWanted,
    () => false,
  );
}

/** A server's message (a success answer's `message`) shows in the active language too. */
async function show(kind: 'success' | 'error' | 'warning', message: string, options: ExternalToast) {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of wantedListeners) listener();
  }
  const { toast } = await import('sonner');
  toast[kind](translateServerText(message), options);
}

export const notify = {
  success: (message: string, options?: ExternalToast) =>
    void show('success', message, { duration: TOAST_MS.success, ...options }),
  error: (message: string, options?: ExternalToast) =>
    void show('error', message, { duration: TOAST_MS.error, ...options }),
  warning: (message: string, options?: ExternalToast) =>
    void show('warning', message, { duration: TOAST_MS.default, ...options }),
};
