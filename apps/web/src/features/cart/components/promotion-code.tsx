import type { CartQuote, CartQuoteBodySchema } from '@chaka/contract';
import cartCatalog from '@chaka/contract/catalogs/en/cart.json';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '@/lib/error-message';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';
import { useCartQuote } from '../api/cart-quote';

/**
 * The checkout's promotion code (issue 37): Apply asks the server what the cart costs with it and
 * shows the discount and the new total, or why the code is refused. The order prices it again.
 */
export function PromotionCode({
  items,
  district,
  onChange,
}: {
  items: z.input<typeof CartQuoteBodySchema>['items'];
  district: string;
  onChange: (code: string | null) => void;
}) {
  const t = useT(cartCatalog);
  const money = useMoney();
  const quote = useCartQuote();
  const [typed, setTyped] = useState('');
  const id = useId();
  const [answer, setAnswer] = useState<CartQuote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const apply = async () => {
    setFailure(null);
    setAnswer(null);
    onChange(null);
    try {
      const priced = await quote.mutateAsync({
        items,
        code: typed.trim(),
        ...(district ? { delivery: { district } } : {}),
      });
      setAnswer(priced);
      onChange(priced.codeRefused ? null : priced.code);
    } catch (error) {
      setFailure(errorMessage(error, t('cart.promotion.failed')));
    }
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
            className="input input-bordered join-item w-full uppercase"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
          <button
            type="button"
            className="btn join-item"
            disabled={typed.trim().length < 2 || quote.isPending}
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
      {answer && !answer.codeRefused && (
        <p role="status" className="text-sm text-success">
          {t('cart.promotion.applied', {
            code: answer.code ?? '',
            discount: money(answer.discount),
            total: money(answer.total),
          })}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-error">
          {failure}
        </p>
      )}
    </div>
  );
}
