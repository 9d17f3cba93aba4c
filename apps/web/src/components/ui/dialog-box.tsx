import { messages } from '@chaka/contract';
import site from '@chaka/contract/catalogs/en/site.json';
import { useEffect, useId, useRef } from 'react';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import type { DialogRequest } from './dialog';

/** The dialog itself: a native modal <dialog> (focus trapped, Escape cancels) showing `request`. */
export function DialogBox({
  request,
  close: resolve,
}: {
  request: DialogRequest | null;
  close: (confirmed: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const t = useT(site);

  useEffect(() => {
    const dialog = ref.current;
    if (request && dialog && !dialog.open) dialog.showModal();
  }, [request]);

  const close = (confirmed: boolean) => {
    resolve(confirmed);
    ref.current?.close();
  };
  const title = translated(request?.title ?? messages.confirm.title);
  const text = translated(request?.text ?? messages.confirm.text);
  const confirmLabel =
    request?.confirmLabel ?? t(request?.kind === 'notice' ? 'site.dialog.ok' : 'site.dialog.confirm');

  return (
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
            {title}
          </h2>
          <p id={textId} className="py-4 text-base">
            {text}
          </p>
          {request.content}
          <div className="modal-action">
            {request.kind === 'confirm' && (
              <button type="button" className="btn btn-ghost" onClick={() => close(false)}>
                {t('site.dialog.cancel')}
              </button>
            )}
            <button
              type="submit"
              className={`btn ${request.tone === 'danger' ? 'btn-error' : request.tone === 'success' ? 'btn-success' : 'btn-primary'}`}
              // biome-ignore lint/a11y/noAutofocus: the dialog's main action takes focus when it opens
              autoFocus={request.kind === 'notice'}
            >
              {confirmLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
