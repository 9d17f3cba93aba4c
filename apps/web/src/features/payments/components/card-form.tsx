import { messages } from '@chaka/contract';
import paymentCatalog from '@chaka/contract/catalogs/en/payment.json';
import { StatusButton } from '@/components/ui/status-button';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

export interface CardFormProps {
  /** Arrives from POST /create-payment-intent; the Pay button waits for it (SPEC §4). */
  clientSecret: string | undefined;
  /** The amount as shown on the button, e.g. "$25". */
  amount: string;
  billing: { name: string; email: string };
  /** Records the payment with the provider's transaction id; rejects when the shop refuses it. */
  onPaid: (transactionId: string) => Promise<void>;
}

/** The provider's message for a failed payment, else SPEC §8's "Something went wrong". */
export function cardErrorMessage(error: unknown): string {
  // A server failure carries no word from the provider about the card.
  if (error instanceof ApiError)
    return error.status < 500 && error.message ? error.message : messages.payment.fallbackError;
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  )
    return error.message;
  return messages.payment.fallbackError;
}

export function PayButton({ ready, busy, amount }: { ready: boolean; busy: boolean; amount: string }) {
  const t = useT(paymentCatalog);
  return (
    <StatusButton busy={busy} disabled={!ready} className="btn-primary btn-block btn-lg">
      {t('payment.card.pay', { amount })}
    </StatusButton>
  );
}
