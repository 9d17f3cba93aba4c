import type { Promotion } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useCreatePromotion, useEndPromotion, usePromotions } from '../api/promotions';
import { PromotionForm } from '../components/promotion-form';

/** /dashboard/promotions (admin, issue 37): the promotions with their uses, adding one, ending one now. */
export function PromotionsPage() {
  const t = useT(admin);
  const promotions = usePromotions();
  const create = useCreatePromotion();
  const add = async (body: Parameters<typeof create.mutateAsync>[0]) => {
    try {
      await create.mutateAsync(body);
      notify.success(t('admin.promotions.added'));
      return true;
    } catch (error) {
      notify.error(errorMessage(error, t('admin.promotions.failed')));
      return false;
    }
  };
  return (
    <Page title={t('admin.promotions.title')}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-label={t('admin.promotions.list')}>
          {promotions.isPending ? (
            <Spinner label={t('admin.promotions.loading')} />
          ) : promotions.isError ? (
            <EmptyState title={t('admin.promotions.failed')}>{t('admin.products.reload')}</EmptyState>
          ) : promotions.data.length === 0 ? (
            <EmptyState title={t('admin.promotions.none')}>{t('admin.promotions.noneText')}</EmptyState>
          ) : (
            <div className="overflow-x-auto">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('admin.promotions.code')}</th>
                    <th>{t('admin.promotions.kind')}</th>
                    <th>{t('admin.promotions.uses')}</th>
                    <th>{t('admin.promotions.given')}</th>
                    <th>{t('admin.promotions.state')}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {promotions.data.map((promotion) => (
                    <PromotionRow key={promotion.id} promotion={promotion} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className="card order-first border border-base-300 bg-base-100 shadow-sm lg:order-none">
          <div className="card-body gap-2">
            <h2 className="card-title">{t('admin.promotions.add')}</h2>
            <PromotionForm onAdd={add} busy={create.isPending} />
          </div>
        </section>
      </div>
    </Page>
  );
}

function PromotionRow({ promotion }: { promotion: Promotion }) {
  const t = useT(admin);
  const money = useMoney();
  const end = useEndPromotion();
  const name = promotion.code ?? t('admin.promotions.automatic');
  const value =
    promotion.kind === 'percent'
      ? `${promotion.value}%`
      : promotion.kind === 'amount'
        ? money(promotion.value)
        : '';
  return (
    <tr>
      <td className="font-mono">{name}</td>
      <td>
        {t(`admin.promotions.kind.${promotion.kind}`)} {value}
      </td>
      <td className="tabular">
        {promotion.uses}
        {promotion.maxUses !== null ? ` / ${promotion.maxUses}` : ''}
      </td>
      <td className="tabular">{money(promotion.discountGiven)}</td>
      <td>{t(`admin.promotions.state.${promotion.state}`)}</td>
      <td>
        {promotion.state !== 'ended' && (
          <button
            type="button"
            className="btn btn-sm"
            disabled={end.isPending}
            aria-label={t('admin.promotions.endNamed', { name })}
            onClick={() => end.mutate(promotion.id)}
          >
            {t('admin.promotions.end')}
          </button>
        )}
      </td>
    </tr>
  );
}
