import {
  awaitsAdvance,
  displayTransactionId,
  isFreeOrder,
  messages,
  type OrderDetail,
} from '@chaka/contract';
import paymentCatalog from '@chaka/contract/catalogs/en/payment.json';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useConfig } from '@/lib/config';
import { hasStatus } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { SLOT, withSlot } from '@/lib/i18n/with-slot';
import { useMoney } from '@/lib/money';
import { useConfirmPayment } from '../api/confirm-payment';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useOrder } from '../api/get-order';
import { type CardFormProps, cardErrorMessage } from '../components/card-form';
import { PaymentMethodChoice } from '../components/sslcommerz-choice';
import { TestCardForm } from '../components/test-card-form';

// Stripe's script and element are loaded only on this screen, and only when Stripe is in use.
const StripeCardForm = lazy(() => import('../components/stripe-card-form'));

/** /dashboard/payment/{id}: pay for one order (SPEC §2 "Payment screen", §4 "Order payment"). */
export function PaymentPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const t = useT(paymentCatalog);
  return (
    <Page title={t('payment.title')} heading={null} width="narrow">
      {order.isPending ? (
        <Spinner label={t('payment.loading')} />
      ) : order.isError ? (
        <EmptyState title={t(hasStatus(order.error, 403) ? 'payment.notYours' : 'payment.notFound')}>
          <BackToOrders />
        </EmptyState>
      ) : order.data.paid || (order.data.paymentMethod === 'cod' && order.data.advancePaid) ? (
        <EmptyState title={t('payment.alreadyPaid')}>
          <BackToOrders />
        </EmptyState>
      ) : order.data.paymentMethod === 'cod' && !awaitsAdvance(order.data) ? (
        // Issue 34: a cash order pays online only a delivery fee it owes in advance (COD_ADVANCE).
        <EmptyState title={t('payment.nothingOnline')}>
          <BackToOrders />
        </EmptyState>
      ) : isFreeOrder(order.data) ? (
        <EmptyState title={t('payment.free')}>
          <p>{t('payment.freeText')}</p>
          <BackToOrders />
        </EmptyState>
      ) : (
        <Checkout order={order.data} />
      )}
    </Page>
  );
}

function BackToOrders() {
  const t = useT(paymentCatalog);
  return (
    <Link to={paths.dashboard.myOrders.getHref()} className="btn btn-neutral mt-4">
      {t('payment.back')}
    </Link>
  );
}

function Checkout({ order }: { order: OrderDetail }) {
  const { user } = useSession();
  const config = useConfig();
  const navigate = useNavigate();
  const dialog = useDialog();
  // A cash order's delivery fee is paid through SSLCommerz only (COD_ADVANCE): no card intent.
  const feeOnly = order.paymentMethod === 'cod';
  const intent = usePaymentIntent(order._id, !feeOnly);
  const confirmPayment = useConfirmPayment(order._id);
  const money = useMoney();
  const t = useT(paymentCatalog);
  // The checkout sends a customer who chose SSLCommerz here with ?method=sslcommerz.
  const [search] = useSearchParams();
  const amount = money(feeOnly ? order.advance : order.total);
  const billing = { name: user?.name ?? order.userName, email: user?.email ?? order.email };

  const onPaid = async (transactionId: string) => {
    await confirmPayment.mutateAsync({ transactionId, appointmentId: order._id, email: billing.email });
    await dialog.notify({
      title: messages.payment.succeeded,
      text: `${t('payment.paid', { amount })} ${t('payment.transaction', { id: displayTransactionId(transactionId) })}`,
    });
    navigate(paths.dashboard.myOrders.getHref());
  };

  const form: CardFormProps = { clientSecret: intent.data?.clientSecret, amount, billing, onPaid };
  const cardForm =
    config.paymentProvider === 'stripe' && config.stripePublishableKey ? (
      <Suspense fallback={<Spinner label={t('payment.loadingForm')} className="min-h-32" />}>
        <StripeCardForm publishableKey={config.stripePublishableKey} {...form} />
      </Suspense>
    ) : (
      <TestCardForm {...form} />
    );

  return (
    <section aria-labelledby="pay-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-6 p-6 sm:p-8">
        <header className="space-y-2">
          <p className="text-muted">{t('payment.hello', { name: billing.name })}</p>
          <h1 id="pay-heading" className="text-2xl font-bold leading-tight tracking-tight break-words">
            {withSlot(
              t('payment.payFor', { what: SLOT }),
              <span className="text-primary">
                {order.lines.length > 1
                  ? `${t('payment.orderWord')} ${order.orderNumber}`
                  : order.productName.toUpperCase()}
              </span>,
            )}
          </h1>
          <ul className="text-sm text-muted">
            {order.lines.map((line) => (
              <li key={line.lineId}>
                {order.lines.length > 1
                  ? t('payment.lineOf', { name: line.productName, quantity: line.quantity, size: line.size })
                  : t('payment.line', { quantity: line.quantity, size: line.size })}
              </li>
            ))}
          </ul>
          <p className="tabular text-lg">
            {withSlot(
              t(feeOnly ? 'payment.pleasePayFee' : 'payment.pleasePay', { amount: SLOT }),
              <strong className="text-3xl">{amount}</strong>,
            )}
          </p>
          {feeOnly && (
            <p className="tabular text-sm text-muted">
              {t('payment.restAtDoor', { amount: money(order.total - order.advance) })}
            </p>
          )}
        </header>
        {!config.loaded ? (
          <Spinner label={t('payment.loadingForm')} className="min-h-32" />
        ) : feeOnly ? (
          <PaymentMethodChoice orderId={order._id} amount={amount} cardForm={null} only="sslcommerz" />
        ) : config.sslcommerz ? (
          <PaymentMethodChoice
            orderId={order._id}
            amount={amount}
            cardForm={cardForm}
            initial={search.get('method') === 'sslcommerz' ? 'sslcommerz' : 'card'}
          />
        ) : (
          cardForm
        )}
        {intent.isError && <FormError>{cardErrorMessage(intent.error)}</FormError>}
      </div>
    </section>
  );
}
