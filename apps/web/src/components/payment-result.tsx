import { displayTransactionId, type PaymentResult } from '@chaka/contract';
import paymentCatalog from '@chaka/contract/catalogs/en/payment.json';
import { useSearchParams } from 'react-router';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { SLOT, withSlot } from '@/lib/i18n/with-slot';

/** The result a customer comes back with from the payment gateway (`?payment=` and `&reason=`). */
export function usePaymentResult(): { result: PaymentResult | null; reason: string | null } {
  const [params] = useSearchParams();
  const value = params.get('payment');
  const result = value === 'success' || value === 'failed' || value === 'held' ? value : null;
  return { result, reason: params.get('reason') };
}

/**
 * What the gateway's return says, on the page the customer lands on: "Payment Successful" and the
 * amount, a payment held for the shop's check, or the gateway's reason for a failure. Only the
 * order's own state (paid) makes a success show; the address alone proves nothing.
 */
export function PaymentResultNotice({
  amount,
  paid,
  transactionId = null,
}: {
  amount: string;
  paid: boolean;
  transactionId?: string | null;
}) {
  const { result, reason } = usePaymentResult();
  const t = useT(paymentCatalog);
  if (result === 'success' && paid) {
    return (
      <div role="status" className="alert alert-success">
        <div className="space-y-1">
          <h2 className="text-lg font-bold">{t('payment.success')}</h2>
          <p>
            {withSlot(t('payment.paid', { amount: SLOT }), <strong className="tabular">{amount}</strong>)}
            {transactionId && ` ${t('payment.transaction', { id: displayTransactionId(transactionId) })}`}
          </p>
        </div>
      </div>
    );
  }
  if (result === 'held') {
    return (
      <div role="status" className="alert alert-info">
        {t('payment.ssl.held')}
      </div>
    );
  }
  if (result === 'failed' || (result === 'success' && !paid)) {
    return (
      <div role="alert" className="alert alert-error">
        <div className="space-y-1">
          <h2 className="font-bold">{t('payment.ssl.failed')}</h2>
          {reason && <p>{translated(reason)}</p>}
        </div>
      </div>
    );
  }
  return null;
}
