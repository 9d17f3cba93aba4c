import { messages } from '@chaka/contract';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

interface DialogRequest {
  title: string;
  text: string;
  /** Confirmation dialogs have a cancel button; notices have only OK. */
  kind: 'confirm' | 'notice';
  confirmLabel: string;
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (request && dialog && !dialog.open) dialog.showModal();
  }, [request]);

  const close = useCallback(
    (confirmed: boolean) => {
      request?.resolve(confirmed);
      setRequest(null);
      ref.current?.close();
    },
    [request],
  );

  const confirm = useCallback<DialogApi['confirm']>(
    (options = {}) =>
      new Promise((resolve) =>
        setRequest({
          title: options.title ?? messages.confirm.title,
          text: options.text ?? messages.confirm.text,
          kind: 'confirm',
          confirmLabel: options.confirmLabel ?? 'Yes, do it',
          tone: 'danger',
          content: options.content,
          resolve,
        }),
      ),
    [],
  );

  const notify = useCallback<DialogApi['notify']>(
    (options) =>
      new Promise((resolve) =>
        setRequest({
          title: options.title,
          text: options.text,
          kind: 'notice',
          confirmLabel: 'OK',
          tone: options.tone ?? 'success',
          resolve: () => resolve(),
        }),
      ),
    [],
  );

  const api = useRef<DialogApi>({ confirm, notify });
  api.current.confirm = confirm;
  api.current.notify = notify;

  return (
    <DialogContext.Provider value={api.current}>
      {children}
      <dialog
        ref={ref}
        className="modal modal-bottom sm:modal-middle"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onCancel={(event) => {
          event.preventDefault();
          close(false);
        }}
      >
        {request && (
          <form
            className="modal-box"
            onSubmit={(event) => {
              event.preventDefault();
              close(true);
            }}
          >
            <h2 id={titleId} className="text-xl font-bold">
              {request.title}
            </h2>
            <p id={textId} className="py-4 text-base">
              {request.text}
            </p>
            {request.content}
            <div className="modal-action">
              {request.kind === 'confirm' && (
                <button type="button" className="btn btn-ghost" onClick={() => close(false)}>
                  Cancel
                </button>
              )}
              <button
                type="submit"
                className={`btn ${request.tone === 'danger' ? 'btn-error' : request.tone === 'success' ? 'btn-success' : 'btn-primary'}`}
                // biome-ignore lint/a11y/noAutofocus: the dialog's main action takes focus when it opens
                autoFocus={request.kind === 'notice'}
              >
                {request.confirmLabel}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </DialogContext.Provider>
  );
}

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog needs a DialogProvider');
  return api;
}
