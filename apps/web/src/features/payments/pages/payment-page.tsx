import { displayTransactionId, isFreeOrder, messages, type OrderDetail } from '@chaka/contract';
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
  return (
    <Page title="Payment" heading={null} width="narrow">
      {order.isPending ? (
        <Spinner label="Loading the order" />
      ) : order.isError ? (
        <EmptyState
          title={hasStatus(order.error, 403) ? 'This order is not yours to pay' : 'This order does not exist'}
        >
          <BackToOrders />
        </EmptyState>
      ) : order.data.paid ? (
        <EmptyState title="This order is already paid">
          <BackToOrders />
        </EmptyState>
      ) : isFreeOrder(order.data) ? (
        <EmptyState title="This order is free">
          <p>It needs no payment.</p>
          <BackToOrders />
        </EmptyState>
      ) : (
        <Checkout order={order.data} />
      )}
    </Page>
  );
}

function BackToOrders() {
  return (
    <Link to={paths.dashboard.myOrders.getHref()} className="btn btn-neutral mt-4">
      Back to My Orders
    </Link>
  );
}

function Checkout({ order }: { order: OrderDetail }) {
  const { user } = useSession();
  const config = useConfig();
  const navigate = useNavigate();
  const dialog = useDialog();
  const intent = usePaymentIntent(order._id, true);
  const confirmPayment = useConfirmPayment(order._id);
  const money = useMoney();
  // The checkout sends a customer who chose SSLCommerz here with ?method=sslcommerz.
  const [search] = useSearchParams();
  const amount = money(order.total);
  const billing = { name: user?.name ?? order.userName, email: user?.email ?? order.email };

  const onPaid = async (transactionId: string) => {
    await confirmPayment.mutateAsync({ transactionId, appointmentId: order._id, email: billing.email });
    await dialog.notify({
      title: messages.payment.succeeded,
      text: `You paid ${amount}. Your transaction id is ${displayTransactionId(transactionId)}.`,
    });
    navigate(paths.dashboard.myOrders.getHref());
  };

  const form: CardFormProps = { clientSecret: intent.data?.clientSecret, amount, billing, onPaid };
  const cardForm =
    config.paymentProvider === 'stripe' && config.stripePublishableKey ? (
      <Suspense fallback={<Spinner label="Loading the card form" className="min-h-32" />}>
        <StripeCardForm publishableKey={config.stripePublishableKey} {...form} />
      </Suspense>
    ) : (
      <TestCardForm {...form} />
    );

  return (
    <section aria-labelledby="pay-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-6 p-6 sm:p-8">
        <header className="space-y-2">
          <p className="text-muted">Hello, {billing.name}</p>
          <h1 id="pay-heading" className="text-2xl font-bold leading-tight tracking-tight break-words">
            Pay for{' '}
            <span className="text-primary">
              {order.lines.length > 1 ? `order ${order.orderNumber}` : order.productName.toUpperCase()}
            </span>
          </h1>
          <ul className="text-sm text-muted">
            {order.lines.map((line) => (
              <li key={line.lineId}>
                {order.lines.length > 1 && `${line.productName}: `}
                {line.quantity} × size {line.size}
              </li>
            ))}
          </ul>
          <p className="tabular text-lg">
            Please pay: <strong className="text-3xl">{amount}</strong>
          </p>
        </header>
        {!config.loaded ? (
          <Spinner label="Loading the card form" className="min-h-32" />
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
