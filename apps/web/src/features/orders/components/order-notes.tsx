import staff from '@chaka/contract/catalogs/en/staff.json';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { usePermissions } from '@/lib/permissions';
import { notify } from '@/lib/toast';
import { useAddOrderNote, useOrderNotes } from '../api/order-notes';

/**
 * The staff's internal notes on an order (issue 38): shown only to staff who read orders, and the
 * form only to those who may write notes. The customer's own answers never carry them.
 */
export function OrderNotes({ orderId }: { orderId: string }) {
  const t = useT(staff);
  const id = useId();
  const permissions = usePermissions().data?.permissions ?? [];
  const reads = permissions.includes('orders.read');
  const notes = useOrderNotes(orderId, reads);
  const add = useAddOrderNote(orderId);
  const [text, setText] = useState('');
  if (!reads) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await add.mutateAsync(text.trim());
      setText('');
    } catch (error) {
      notify.error(translated(errorMessage(error, t('staff.error.noteRequired'))));
    }
  }

  return (
    <section
      aria-label={t('notes.title')}
      className="mt-6 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold">{t('notes.title')}</h2>
      <p className="mb-4 text-sm text-muted">{t('notes.hint')}</p>
      {notes.data && notes.data.length > 0 ? (
        <ul className="mb-4 space-y-3">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-box bg-base-200 p-3">
              <p className="whitespace-pre-wrap break-words">{note.text}</p>
              <p className="mt-1 text-xs text-muted">
                {note.authorName} ·{' '}
                <time dateTime={note.createdAt}>{new Date(note.createdAt).toLocaleString()}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-muted">{t('notes.empty')}</p>
      )}
      {permissions.includes('orders.notes') && (
        <form onSubmit={submit} className="grid gap-2">
          <label htmlFor={`${id}-note`} className="sr-only">
            {t('notes.add')}
          </label>
          <textarea
            id={`${id}-note`}
            className="textarea textarea-bordered w-full"
            rows={3}
            maxLength={2000}
            placeholder={t('notes.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="submit"
            className="btn btn-primary btn-sm justify-self-start"
            disabled={add.isPending}
          >
            {t('notes.add')}
          </button>
        </form>
      )}
    </section>
  );
}
