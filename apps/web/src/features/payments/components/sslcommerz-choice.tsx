import { sslcommerzMessages } from '@chaka/contract';
import paymentCatalog from '@chaka/contract/catalogs/en/payment.json';
import { type ReactNode, useId, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { useStartSslcommerz } from '../api/start-sslcommerz';

type Method = 'card' | 'sslcommerz';

/**
 * The payment screen's choice when SSLCommerz is on: the spec's card form, or the gateway's page
 * for bKash, Nagad, Rocket or a card.
 */
export function PaymentMethodChoice({
  orderId,
  amount,
  cardForm,
  initial = 'card',
  only,
  go,
}: {
  orderId: string;
  amount: string;
  cardForm: ReactNode;
  /** The way chosen before (the checkout's payment choice). */
  initial?: Method;
  /** The one way offered, without a choice: a cash order's delivery fee is paid on SSLCommerz only. */
  only?: 'sslcommerz';
  /** Where the browser goes (tests watch it). */
  go?: (url: string) => void;
}) {
  const [method, setMethod] = useState<Method>(only ?? initial);
  const name = useId();
  const start = useStartSslcommerz(orderId, go);
  const t = useT(paymentCatalog);
  const option = (value: Method, label: string) => (
    <label className="flex cursor-pointer items-center gap-3 rounded-box border border-base-300 p-3">
      <input
        type="radio"
        className="radio radio-primary"
        name={name}
        value={value}
        checked={method === value}
        onChange={() => setMethod(value)}
      />
      <span className="font-medium">{label}</span>
    </label>
  );
  return (
    <div className="space-y-4">
      {!only && (
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t('payment.choice.legend')}</legend>
          {option('card', t('payment.choice.card'))}
          {option('sslcommerz', t('payment.choice.sslcommerz'))}
        </fieldset>
      )}
      {method === 'card' ? (
        cardForm
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted">{t('payment.choice.sslcommerzNote', { amount })}</p>
          <button
            type="button"
            className="btn btn-primary w-full"
            disabled={start.isPending || start.isSuccess}
            onClick={() => start.mutate()}
          >
            {t(start.isPending || start.isSuccess ? 'payment.choice.opening' : 'payment.choice.continue')}
          </button>
          {start.isError && (
            <FormError>{errorMessage(start.error, sslcommerzMessages.unavailable)}</FormError>
          )}
        </div>
      )}
    </div>
  );
}
