import type { QuickOrderAnswer } from '@chaka/contract';
import trade from '@chaka/contract/catalogs/en/trade.json';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { TradePriceNote } from '@/components/trade-price';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useResolveQuickOrder } from '../api/quick-order';
import { cartStore } from '../lib/cart';
import { mergeLines } from '../lib/cart-rules';

type Line = QuickOrderAnswer['lines'][number];

/**
 * /dashboard/quick-order (issue 37): a garage pastes or types lines of "part number or SKU,
 * quantity" (as a spreadsheet pastes them), sees the part each line found and how, or why it cannot
 * be ordered, and puts every good line in the cart in one step.
 */
export function QuickOrderPage() {
  const t = useT(trade);
  const id = useId();
  const navigate = useNavigate();
  const resolve = useResolveQuickOrder();
  const [lines, setLines] = useState<Line[] | null>(null);
  const good = (lines ?? []).filter((line) => line.status === 'ok' && line.product);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('lines') ?? '');
    try {
      setLines((await resolve.mutateAsync(text)).lines);
    } catch (error) {
      notify.error(errorMessage(error, t('trade.quick.empty')));
    }
  };
  const addAll = () => {
    if (good.length === 0) return notify.error(t('trade.quick.nothingToAdd'));
    const added = good.map((line) => ({
      productId: line.product!.id,
      quantity: line.quantity!,
      size: 'M' as const,
    }));
    cartStore.update((current) => mergeLines(current, added));
    notify.success(t('trade.quick.added'));
    navigate(paths.cart.getHref());
  };

  return (
    <Page title={t('trade.quick.title')} intro={t('trade.quick.intro')}>
      <form className="space-y-3" onSubmit={submit}>
        <div className="form-control">
          <label htmlFor={`${id}-lines`} className="label-text font-semibold">
            {t('trade.quick.lines')}
          </label>
          <textarea
            id={`${id}-lines`}
            name="lines"
            rows={7}
            spellCheck={false}
            autoCapitalize="off"
            className="textarea textarea-bordered w-full font-mono"
            placeholder={'04465-12592, 2\nBKR6E-11\t4\nCP-P10001 1'}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={resolve.isPending}>
          {resolve.isPending ? t('trade.quick.checking') : t('trade.quick.check')}
        </button>
      </form>
      {lines && (
        <section aria-label={t('trade.quick.result')} className="mt-8 space-y-4">
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {lines.map((line) => (
              <ResolvedLine key={line.line} line={line} />
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-primary btn-block sm:btn-wide"
            onClick={addAll}
            disabled={good.length === 0}
          >
            {t('trade.quick.addToCart', { count: good.length })}
          </button>
        </section>
      )}
    </Page>
  );
}

function ResolvedLine({ line }: { line: Line }) {
  const t = useT(trade);
  const money = useMoney();
  const ok = line.status === 'ok';
  return (
    <li
      className="grid gap-1 p-3 sm:grid-cols-[3rem_minmax(0,1fr)_auto] sm:items-start sm:gap-3"
      data-status={line.status}
    >
      <span className="tabular text-sm text-muted">
        {t('trade.quick.line')} {line.line}
      </span>
      <div className="min-w-0">
        <p className="font-mono text-sm break-all">{line.number}</p>
        {line.product && (
          <>
            <p className="font-semibold break-words">{line.product.name}</p>
            {line.match && (
              <p className="text-sm text-muted break-all">
                {t('trade.quick.matchedBy', { number: line.match.number })}
              </p>
            )}
            <p className="tabular text-sm">{money(line.product.price)}</p>
            <TradePriceNote productId={line.product.id} quantity={line.quantity ?? 1} tiers={false} />
          </>
        )}
      </div>
      <div className="sm:text-right">
        {line.quantity !== null && (
          <p className="tabular font-semibold">
            {t('trade.quick.quantity')}: {line.quantity}
          </p>
        )}
        <p
          className={`text-sm font-medium ${ok ? 'text-success' : 'text-error'}`}
          role={ok ? undefined : 'alert'}
        >
          {ok ? t('trade.quick.ok') : translated(line.message ?? '')}
        </p>
      </div>
    </li>
  );
}
