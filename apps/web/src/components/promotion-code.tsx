import type { CartQuote } from '@chaka/contract';
import cartCatalog from '@chaka/contract/catalogs/en/cart.json';
import { useEffect, useId, useMemo, useState } from 'react';
import { type CartQuoteBody, useCartQuote } from '@/lib/cart-quote';
import { errorMessage } from '@/lib/error-message';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';

/**
 * The promotion code field of the cart, the checkout and the product page's order form (issue 37):
 * Apply asks the server what the lines cost with the code (POST /api/cart/quote) and shows the
 * discount and the new total, or why the code is refused, in the customer's language. The quote is
 * asked again when the lines or the district change; the order prices the code again.
 * `initialCode` is applied at once (a code applied in the cart carries on to the checkout).
 */
export function PromotionCode({
  items,
  district,
  initialCode = '',
  onChange,
  onQuote,
}: {
  items: CartQuoteBody['items'];
  district: string;
  initialCode?: string;
  /** The code the server accepted for these lines, or null (none, refused, or removed). */
  onChange: (code: string | null) => void;
  /** The server's quote while an accepted code prices the lines, else null. */
  onQuote?: (quote: CartQuote | null) => void;
}) {
  const t = useT(cartCatalog);
  const money = useMoney();
  const id = useId();
  const [typed, setTyped] = useState(initialCode);
  const [applied, setApplied] = useState(initialCode.trim());
  const key = JSON.stringify([items, district, applied]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for what the body is made of.
  const body = useMemo<CartQuoteBody | null>(
    () => (applied ? { items, code: applied, ...(district ? { delivery: { district } } : {}) } : null),
    [key],
  );
  const quote = useCartQuote(body);
  const answer = body && !quote.isPlaceholderData ? (quote.data ?? null) : null;
  const accepted = answer && !answer.codeRefused ? answer : null;

  useEffect(() => {
    onChange(accepted?.code ?? null);
    onQuote?.(accepted);
  }, [accepted, onChange, onQuote]);

  const apply = () => {
    const code = typed.trim();
    if (code === applied) void quote.refetch();
    else setApplied(code);
  };
  const remove = () => {
    setTyped('');
    setApplied('');
  };

  return (
    <div className="space-y-2">
      <div className="form-control w-full">
        <label htmlFor={id} className="label-text">
          {t('cart.promotion.label')}
        </label>
        <div className="join w-full">
          <input
            id={id}
            className="input input-bordered join-item w-full min-w-0 uppercase"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter applies the code; it never submits the form around the field.
              event.preventDefault();
              if (typed.trim().length >= 2) apply();
            }}
            autoComplete="off"
            autoCapitalize="characters"
          />
          <button
            type="button"
            className="btn join-item"
            disabled={typed.trim().length < 2 || quote.isFetching}
            onClick={apply}
          >
            {t('cart.promotion.apply')}
          </button>
        </div>
      </div>
      {answer?.codeRefused && (
        <p role="alert" className="text-sm text-error">
          {translated(answer.codeRefused)}
        </p>
      )}
      {accepted && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p role="status" className="text-sm text-success">
            {t('cart.promotion.applied', {
              code: accepted.code ?? '',
              discount: money(accepted.discount),
              total: money(accepted.total),
            })}
          </p>
          <button type="button" className="btn btn-link btn-sm px-0" onClick={remove}>
            {t('cart.promotion.remove')}
          </button>
        </div>
      )}
      {body && quote.isError && !quote.isFetching && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(quote.error, t('cart.promotion.failed'))}
        </p>
      )}
    </div>
  );
}
