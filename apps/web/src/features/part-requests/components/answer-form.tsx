import type { AnswerPartRequestBody, PartRequest } from '@chaka/contract';
import { useState } from 'react';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { useMoney } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useAnswerPartRequest, useProductSearch } from '../api/part-requests';
import { usePartRequestsT } from './part-request-labels';

/**
 * The admin's answer to one request: a quote (a product picked by name or number, the price for
 * this customer, how many), or cannot source (with why), or closed. The server says what is wrong.
 */
export function AnswerForm({ request, onDone }: { request: PartRequest; onDone: () => void }) {
  const t = usePartRequestsT();
  const money = useMoney();
  const answer = useAnswerPartRequest();
  const [search, setSearch] = useState(request.partNumber ?? '');
  const [product, setProduct] = useState<{ id: string; name: string; price: number } | null>(
    request.quote
      ? { id: request.quote.productId, name: request.quote.productName, price: request.quote.listPrice }
      : null,
  );
  const [price, setPrice] = useState(request.quote ? String(request.quote.price) : '');
  const [quantity, setQuantity] = useState(String(request.quote?.quantity ?? 1));
  const [note, setNote] = useState(request.note ?? '');
  const found = useProductSearch(search);

  const send = async (body: AnswerPartRequestBody) => {
    try {
      await answer.mutateAsync({ id: request.id, body });
      notify.success(t('part-requests.admin.answered'));
      onDone();
    } catch (error) {
      notify.error(errorMessage(error, t('part-requests.admin.failed')));
    }
  };
  const quote = () =>
    send({
      status: 'quoted',
      productId: product?.id ?? '',
      price: price === '' ? Number.NaN : Number(price),
      quantity: Number(quantity),
      ...(note.trim() ? { note } : {}),
    });

  return (
    <div className="grid gap-2 rounded-box border border-base-300 bg-base-200/50 p-4 sm:grid-cols-2">
      <TextField
        label={t('part-requests.admin.search')}
        hint={t('part-requests.admin.productHint')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        wrapperClassName="sm:col-span-2"
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">{t('part-requests.admin.product')}</legend>
        <ul className="space-y-1">
          {(found.data ?? []).map((item) => (
            <li key={item._id}>
              <label className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name={`product-${request.id}`}
                  checked={product?.id === item._id}
                  onChange={() => {
                    setProduct({ id: item._id, name: item.productName, price: item.price });
                    if (price === '') setPrice(String(item.price));
                  }}
                />
                <span>{item.productName}</span>
                <span className="tabular text-sm text-muted">{money(item.price)}</span>
              </label>
            </li>
          ))}
        </ul>
        {product && (
          <p className="mt-2 text-sm">
            {product.name} · {t('part-requests.admin.listPrice', { price: money(product.price) })}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('part-requests.admin.price')}
        type="number"
        min={0}
        step="0.01"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
      />
      <TextField
        label={t('part-requests.admin.quantity')}
        type="number"
        min={1}
        step={1}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <TextAreaField
        label={t('part-requests.admin.note')}
        rows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        wrapperClassName="sm:col-span-2"
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <StatusButton
          busy={answer.isPending}
          type="button"
          className="btn-primary"
          onClick={() => void quote()}
        >
          {t('part-requests.admin.sendQuote')}
        </StatusButton>
        <button
          type="button"
          className="btn btn-outline btn-error"
          disabled={answer.isPending}
          onClick={() => void send({ status: 'cannot_source', note })}
        >
          {t('part-requests.admin.cannotSource')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={answer.isPending}
          onClick={() => void send({ status: 'closed', ...(note.trim() ? { note } : {}) })}
        >
          {t('part-requests.admin.close')}
        </button>
      </div>
    </div>
  );
}
