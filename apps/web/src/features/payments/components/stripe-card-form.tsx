import paymentCatalog from '@chaka/contract/catalogs/en/payment.json';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useT } from '@/lib/i18n/use-t';
import { type CardFormProps, cardErrorMessage, PayButton } from './card-form';

// Stripe.js is fetched from Stripe once per key and only when this screen is opened.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe's own card element: the card number never touches the shop's server. */
export default function StripeCardForm({
  publishableKey,
  ...props
}: CardFormProps & { publishableKey: string }) {
  const [unavailable, setUnavailable] = useState(false);
  const t = useT(paymentCatalog);
  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then((stripe) => {
      if (current && !stripe) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [publishableKey]);
  if (unavailable) {
    return <FormError>{t('payment.card.notLoaded')}</FormError>;
  }
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({ clientSecret, amount, billing, onPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const t = useT(paymentCatalog);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setBusy(true);
    setError(undefined);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (result.error) setError(cardErrorMessage(result.error));
      else if (result.paymentIntent.status === 'succeeded') await onPaid(result.paymentIntent.id);
      else setError(cardErrorMessage(null));
    } catch (failure) {
      setError(cardErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-label={t('payment.card.form')} className="space-y-4">
      <div className="fieldset">
        <span className="fieldset-legend text-sm font-medium">{t('payment.card.card')}</span>
        <div className="input h-auto w-full py-3">
          <CardElement
            className="w-full"
            onReady={() => setCardReady(true)}
            onChange={(change) => setError(change.error?.message)}
            options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#1f2933' } } }}
          />
        </div>
      </div>
      <FormError>{error}</FormError>
      <PayButton ready={Boolean(stripe && cardReady && clientSecret)} busy={busy} amount={amount} />
    </form>
  );
}
