import type { ToastContent, ToastOptions } from 'react-toastify';
import { translated } from './i18n/i18n';

type Toastify = typeof import('react-toastify');

let library: Promise<Toastify> | undefined;
const hosts = new Set<() => void>();

/**
 * react-toastify and its styles are fetched with the first message, not on the first visit (the
 * home page's first load has a budget). Messages sent before the toast host is up wait in the
 * library's queue and show as it mounts.
 */
function loadToasts(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify');
    for (const host of hosts) host();
  }
  return library;
}

/** Whether a message was sent yet, so the toast host mounts its container. */
export const toastsWanted = () => library !== undefined;

/** Tells the toast host when the first message is sent; returns the unsubscribe. */
export function onToastsWanted(listener: () => void): () => void {
  hosts.add(listener);
  return () => hosts.delete(listener);
}

const show = (kind: 'success' | 'error' | 'info') => (message: ToastContent, options?: ToastOptions) => {
  const shown = typeof message === 'string' ? translated(message) : message;
  void loadToasts().then(({ toast }) => toast[kind](shown, options));
};

/** The one toast helper: every success or error message of SPEC §8 goes through it. */
export const notify = { success: show('success'), error: show('error'), info: show('info') };
