import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';

const DialogBox = lazy(() => import('./dialog-box').then((module) => ({ default: module.DialogBox })));

export interface DialogRequest {
  /** The spec's "Are you sure?" and its text when left out. */
  title?: string;
  text?: string;
  /** Confirmation dialogs have a cancel button; notices have only OK. */
  kind: 'confirm' | 'notice';
  /** "Yes, do it" or "OK" when left out. */
  confirmLabel?: string;
  tone: 'danger' | 'primary' | 'success';
  /** Fields the confirmation asks for (e.g. a courier); `required` ones must be filled to confirm. */
  content?: ReactNode;
  resolve: (confirmed: boolean) => void;
}

interface DialogApi {
  /** "Are you sure? You won't be able to revert this!" unless told otherwise; true when confirmed. */
  confirm(options?: {
    title?: string;
    text?: string;
    confirmLabel?: string;
    content?: ReactNode;
  }): Promise<boolean>;
  /** A notice with one OK button, e.g. "Deleted!" or "Payment Successful". */
  notify(options: { title: string; text: string; tone?: 'success' | 'primary' }): Promise<void>;
}

const DialogContext = createContext<DialogApi | null>(null);

/** The one dialog of the app (a native modal <dialog>: focus trapped, Escape cancels). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  // The dialog's own code (and the spec's sentences it shows) is fetched with the first request:
  // no page needs it on its first load.
  const [opened, setOpened] = useState(false);
  const api = useMemo<DialogApi>(() => {
    const open = (next: DialogRequest) => {
      setOpened(true);
      setRequest(next);
    };
    return {
      confirm: (options: Parameters<DialogApi['confirm']>[0] = {}) =>
        new Promise((resolve) => open({ ...options, kind: 'confirm', tone: 'danger', resolve })),
      notify: (options: Parameters<DialogApi['notify']>[0]) =>
        new Promise<void>((resolve) =>
          open({ ...options, kind: 'notice', tone: options.tone ?? 'success', resolve: () => resolve() }),
        ),
    };
  }, []);
  const close = (confirmed: boolean) => {
    request?.resolve(confirmed);
    setRequest(null);
  };

  return (
    <DialogContext.Provider value={api}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <DialogBox request={request} close={close} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog needs a DialogProvider');
  return api;
}
