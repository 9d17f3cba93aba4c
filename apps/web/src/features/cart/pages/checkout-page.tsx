import { awaitsAdvance, type CartQuote, DeliverySchema, isFreeOrder, messages } from '@chaka/contract';
import cartCatalog from '@chaka/contract/catalogs/en/cart.json';
import ordersCatalog from '@chaka/contract/catalogs/en/orders.json';
import paymentCatalog from '@chaka/contract/catalogs/en/payment.json';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { DeliveryFields, deliveryFieldsOf } from '@/components/delivery-fields';
import { PaymentChoice, type PaymentOption } from '@/components/payment-choice';
import { PromotionCode } from '@/components/promotion-code';
import { ReturnPolicyNote } from '@/components/return-policy-note';
import { FormError } from '@/components/ui/form-error';
import { Page } from '@/components/ui/page';
import { StatusButton } from '@/components/ui/status-button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useCartQuote } from '@/lib/cart-quote';
import { useConfig } from '@/lib/config';
import { usePrefilledDelivery } from '@/lib/delivery-defaults';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { SLOT, withSlot } from '@/lib/i18n/with-slot';
import { notify } from '@/lib/toast';
import { useTradeGroup } from '@/lib/trade-prices';
import { useZodForm } from '@/lib/use-zod-form';
import { useCheckout } from '../api/checkout';
import { usePricedCart } from '../api/use-priced-cart';
import { CartGate } from '../components/cart-gate';
import { CheckoutSummary } from '../components/checkout-summary';
import { cartStore } from '../lib/cart';
import { chosenCode } from '../lib/chosen-code';
import { chosenDistrict } from '../lib/chosen-district';

/** How the customer pays: cash to the courier, or online by card or through SSLCommerz. */
const PAYMENTS = ['cod', 'card', 'sslcommerz'] as const;
const schema = z.object({ delivery: DeliverySchema, payment: z.enum(PAYMENTS) });

/** /checkout (signed in): delivery details, payment, the summary, then Place Order for the whole cart. */
export function CheckoutPage() {
  const cart = usePricedCart();
  const t = useT(cartCatalog);
  return (
    <Page title={t('cart.checkout.title')}>
      <CartGate cart={cart}>
        <CheckoutForm cart={cart} />
      </CartGate>
    </Page>
  );
}

function CheckoutForm({ cart }: { cart: ReturnType<typeof usePricedCart> }) {
  const { user } = useSession();
  const config = useConfig();
  const navigate = useNavigate();
  const [chosen] = useState(chosenDistrict.get);
  const placeOrder = useCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  // Issue 37: the promotion code the server accepted for this cart; the order prices it again.
  const [code, setCode] = useState<string | null>(null);
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [typedCode] = useState(chosenCode.get);
  const t = useT(cartCatalog);
  const orderT = useT(ordersCatalog);
  const paymentT = useT(paymentCatalog);
  const { register, handleSubmit, watch, setValue, getFieldState, formState } = useZodForm(schema, {
    defaultValues: {
      delivery: { name: user?.name ?? '', phone: '', district: '', address: '' },
      payment: 'cod',
    },
  });
  // Issue 37: a trade customer sees the server's price of the cart at their prices, code or not.
  const trade = useTradeGroup(true);
  const district = watch('delivery.district') ?? '';
  const tradeQuote = useCartQuote(
    trade && !quote && !cart.blocked
      ? { items: cart.lines.map(({ line }) => line), ...(district ? { delivery: { district } } : {}) }
      : null,
  );
  // The district chosen on the cart page stays; the customer's saved details fill the rest.
  useEffect(() => {
    if (chosen) setValue('delivery.district', chosen, { shouldDirty: true });
  }, [chosen, setValue]);
  usePrefilledDelivery(user, { getFieldState, setValue });

  const options: PaymentOption[] = [
    { value: 'cod', label: orderT('orders.method.cod'), note: t('cart.checkout.codNote') },
    { value: 'card', label: t('cart.checkout.card'), note: t('cart.checkout.payNext') },
    ...(config.sslcommerz
      ? [
          {
            value: 'sslcommerz',
            label: paymentT('payment.choice.sslcommerz'),
            note: t('cart.checkout.payNext'),
          },
        ]
      : []),
  ];

  const onSubmit = handleSubmit(async ({ delivery, payment }) => {
    setFailure(null);
    try {
      const order = await placeOrder.mutateAsync({
        items: cart.lines.map(({ line }) => line),
        delivery,
        paymentMethod: payment === 'cod' ? 'cod' : 'online',
        ...(code ? { code } : {}),
      });
      cartStore.update(() => []);
      chosenCode.set(null);
      notify.success(messages.orders.ordered);
      // Issue 34 (COD_ADVANCE): a cash order that owes its delivery fee goes to pay it on SSLCommerz.
      const owesFee = awaitsAdvance(order);
      const payNow = owesFee || (payment !== 'cod' && !isFreeOrder(order));
      const method = payment === 'sslcommerz' || owesFee ? '?method=sslcommerz' : '';
      navigate(
        payNow
          ? `${paths.dashboard.payment.getHref(order._id)}${method}`
          : paths.dashboard.order.getHref(order._id),
        { replace: true },
      );
    } catch (error) {
      const message = errorMessage(error, orderT('orders.tryAgain'));
      setFailure(message);
      notify.error(orderT('orders.form.failed', { reason: message }));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('cart.checkout.title')}
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="space-y-6">
        <fieldset className="space-y-1">
          <legend className="text-lg font-semibold">{t('cart.checkout.delivery')}</legend>
          <DeliveryFields errors={formState.errors.delivery} fields={deliveryFieldsOf(register)} />
        </fieldset>
        <PaymentChoice options={options} field={register('payment')} legend={t('cart.checkout.payment')} />
      </div>
      <div className="space-y-4 lg:sticky lg:top-24">
        <CheckoutSummary
          lines={cart.lines}
          subtotal={cart.blocked ? null : cart.subtotal}
          district={watch('delivery.district') ?? ''}
          quote={quote ?? tradeQuote.data ?? null}
        />
        <PromotionCode
          items={cart.lines.map(({ line }) => line)}
          district={watch('delivery.district') ?? ''}
          initialCode={typedCode}
          onChange={setCode}
          onQuote={setQuote}
        />
        <FormError>{failure}</FormError>
        {cart.blocked && (
          <p className="text-sm text-error">
            {withSlot(
              t('cart.checkout.blocked', { fix: SLOT }),
              <Link to={paths.cart.getHref()} className="link">
                {t('cart.checkout.fix')}
              </Link>,
            )}
          </p>
        )}
        <StatusButton busy={formState.isSubmitting} disabled={cart.blocked} className="btn-primary btn-block">
          {t('cart.checkout.place')}
        </StatusButton>
        <ReturnPolicyNote className="text-muted" />
      </div>
    </form>
  );
}
