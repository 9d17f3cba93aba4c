import paymentCatalog from '@chaka/contract/catalogs/en/payment.json';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import { SLOT, withSlot } from '@/lib/i18n/with-slot';
import { payWithTestCard } from '../api/pay-with-test-card';
import { type CardFormProps, cardErrorMessage, PayButton } from './card-form';

/** Groups of four as the customer types (American Express: 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM / YY" as the customer types. */
export function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the separator deletes the month's last digit too, so backspace is not stuck.
  if (value.length < previous.length && previous.endsWith(' / ') && digits.length === 2)
    return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length >= 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits;
}

/**
 * The built-in test provider's card form. The server decides, by Stripe's test card numbers, whether
 * the card is charged; nothing is charged for real.
 */
export function TestCardForm({ clientSecret, amount, onPaid }: CardFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const t = useT(paymentCatalog);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!clientSecret) return;
    setBusy(true);
    setError(undefined);
    try {
      const { transactionId } = await payWithTestCard({ clientSecret, cardNumber, expiry, cvc });
      await onPaid(transactionId);
    } catch (failure) {
      setError(cardErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('payment.card.form')} className="space-y-4">
      <TextField
        label={t('payment.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        value={cardNumber}
        onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('payment.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('payment.card.expiryPlaceholder')}
          maxLength={7}
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value, expiry))}
        />
        <TextField
          label={t('payment.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(event) => setCvc(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <FormError>{error}</FormError>
      <PayButton ready={Boolean(clientSecret)} busy={busy} amount={amount} />
      <p className="text-xs text-muted">
        {withSlot(
          t('payment.card.testMode', { card: SLOT }),
          <span className="tabular whitespace-nowrap">4242 4242 4242 4242</span>,
        )}
      </p>
    </form>
  );
}
