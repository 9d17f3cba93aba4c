import type { Return } from '@chaka/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PartThumbnail } from '@/components/part-image';
import { ReturnStatusBadge, useReasonName, useReturnsT } from '@/components/return-labels';
import { ReturnPhotos } from '@/components/return-photos';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useMoney } from '@/lib/money';
import { useReturn } from '@/lib/returns';
import { ConfirmRefundButton } from '../components/confirm-refund-button';
import { CustomerReturns } from '../components/customer-returns';
import { ReturnActions } from '../components/return-actions';
import { ReturnOrderHistory } from '../components/return-order-history';
import { ReturnPickup } from '../components/return-pickup';
import { useReturnStaff } from '../components/return-staff';
import { ReturnTimeline } from '../components/return-timeline';

/**
 * /dashboard/returns/{id}: one return for its customer or staff: its parts, the money, why it was
 * rejected, how the parts go back (the courier's pickup or a drop-off), its timeline; the actions
 * the staff's permissions allow and the order's own history inline, the customer's "I received the
 * refund".
 */
export function ReturnPage() {
  const { id = '' } = useParams();
  const found = useReturn(id);
  const t = useReturnsT();
  if (found.isPending) {
    return (
      <Page title={t('return-screens.screen')}>
        <Spinner label={t('return-screens.loading')} />
      </Page>
    );
  }
  if (found.isError) {
    return (
      <Page title={t('return-screens.screen')}>
        <EmptyState title={t('return-screens.loadFailed')}>
          <p>{found.error.message}</p>
        </EmptyState>
      </Page>
    );
  }
  return <ReturnSummary found={found.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6"
    >
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function ReturnSummary({ found }: { found: Return }) {
  const t = useReturnsT();
  const money = useMoney();
  const reasonName = useReasonName();
  const { user } = useSession();
  // Staff permissions choose what is shown; the server refuses a move to anyone else.
  const { decides, refunds, readsCustomers } = useReturnStaff();
  const isOwner = user?.email === found.email;
  return (
    <Page title={t('return-screens.title', { number: found.number })}>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <ReturnStatusBadge status={found.status} />
        <Link to={paths.dashboard.order.getHref(found.orderId)} className="link">
          {t('return-screens.admin.orderLink', { orderNumber: found.orderNumber })}
        </Link>
        <span className="grow" />
        {(decides || refunds) && <ReturnActions found={found} decides={decides} refunds={refunds} />}
        {isOwner && <ConfirmRefundButton found={found} />}
      </div>
      <ReturnPickup found={found} admin={decides} />
      {found.rejectionReason && (
        <div role="status" className="alert alert-error mb-6">
          <p>
            <span className="font-semibold">{t('return-screens.rejected')}: </span>
            {found.rejectionReason}
          </p>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <Section title={t('return-screens.lines')}>
            <ul className="divide-y divide-base-300">
              {found.lines.map((line) => (
                <li key={line.productId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <PartThumbnail src={line.image} size={48} className="size-12 rounded-box" />
                  <p className="min-w-0 grow font-medium leading-snug">{line.productName}</p>
                  <span className="tabular text-sm">
                    {t('return-screens.lineQuantity', { quantity: line.quantity, price: money(line.price) })}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {readsCustomers && (
                <>
                  <dt className="text-muted">{t('return-screens.customer')}</dt>
                  <dd>
                    {found.customerName} · {found.email}
                  </dd>
                </>
              )}
              <dt className="text-muted">{t('return-screens.reason')}</dt>
              <dd className="font-medium">{reasonName(found.reason)}</dd>
              {found.note && (
                <>
                  <dt className="text-muted">{t('return-screens.note')}</dt>
                  <dd className="whitespace-pre-line">{found.note}</dd>
                </>
              )}
            </dl>
          </Section>
          {found.photos.length > 0 && (
            <Section title={t('return-screens.photos')}>
              <ReturnPhotos photos={found.photos} />
            </Section>
          )}
        </div>
        <div className="space-y-6">
          <Section title={t('return-screens.amounts')}>
            <ReturnAmounts found={found} />
          </Section>
          <Section title={t('return-screens.timeline')}>
            <ReturnTimeline events={found.events} />
          </Section>
          {readsCustomers && (
            <Section title={t('return-screens.orderTimeline')}>
              <ReturnOrderHistory orderId={found.orderId} />
            </Section>
          )}
          {readsCustomers && (
            <Section title={t('return-screens.admin.customerReturns')}>
              <CustomerReturns found={found} />
            </Section>
          )}
        </div>
      </div>
    </Page>
  );
}

function ReturnAmounts({ found }: { found: Return }) {
  const t = useReturnsT();
  const money = useMoney();
  return (
    <dl className="tabular grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
      <dt className="text-muted">{t('return-screens.refundable')}</dt>
      <dd className="text-right font-semibold">{money(found.refundable)}</dd>
      {found.deliveryFee > 0 && (
        <>
          <dt className="text-muted">{t('return-screens.deliveryFee')}</dt>
          <dd className="text-right">{money(found.deliveryFee)}</dd>
        </>
      )}
      <dt className="text-muted">{t('return-screens.refunded')}</dt>
      <dd className="text-right font-semibold">{money(found.refunded)}</dd>
      {found.refund && (
        <>
          <dt className="text-muted">{t('return-screens.refundMethod')}</dt>
          <dd className="text-right">{t(`returns.method.${found.refund.method}`)}</dd>
          {found.refund.reference && (
            <>
              <dt className="text-muted">{t('return-screens.refundReference')}</dt>
              <dd className="text-right font-mono text-sm break-all">{found.refund.reference}</dd>
            </>
          )}
          {found.refund.status === 'processing' && (
            <dd className="col-span-2 text-sm text-warning">{t('return-screens.refundProcessing')}</dd>
          )}
        </>
      )}
    </dl>
  );
}
