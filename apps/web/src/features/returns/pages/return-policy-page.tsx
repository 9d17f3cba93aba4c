import site from '@chaka/contract/catalogs/en/site.json';
import { useReturnsT } from '@/components/return-labels';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { useReturnPolicy } from '@/lib/returns';

/**
 * /returns: the return policy as the shop runs it (RETURN_WINDOW_DAYS, each category's own window
 * or "cannot be returned", warranty claims, the delivery fee rule) and how to send a part back, as
 * Bangladesh's Digital Commerce Guidelines ask a shop to state.
 */
export function ReturnPolicyPage() {
  const t = useReturnsT();
  const siteT = useT(site);
  const policy = useReturnPolicy();
  return (
    <Page title={t('return-screens.policy.title')} intro={t('return-screens.policy.intro')}>
      <div className="max-w-3xl space-y-8">
        {policy.isPending ? (
          <Spinner label={t('return-screens.loading')} />
        ) : policy.data ? (
          <section className="space-y-3">
            <p className="text-lg font-medium">
              {t('returns.policy.window', { days: policy.data.windowDays })}
            </p>
            {policy.data.categories.length > 0 && (
              <>
                <h2 className="text-xl font-semibold">{t('return-screens.policy.categories')}</h2>
                <ul className="list-disc space-y-1 pl-6">
                  {policy.data.categories.map(({ category, days }) => {
                    const name = siteT(`site.category.${category}` as keyof typeof site);
                    return (
                      <li key={category}>
                        {days === null
                          ? t('returns.policy.notReturnable', { category: name })
                          : t('returns.policy.categoryDays', { category: name, days })}
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
            <p>{t('returns.policy.deliveryFee')}</p>
          </section>
        ) : null}
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{t('return-screens.policy.warrantyTitle')}</h2>
          <p>{t('return-screens.policy.warrantyText')}</p>
        </section>
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{t('return-screens.policy.howTitle')}</h2>
          <ol className="list-decimal space-y-2 pl-6">
            <li>{t('return-screens.policy.how1')}</li>
            <li>{t('return-screens.policy.how2')}</li>
            <li>{t('return-screens.policy.how3')}</li>
            <li>{t('return-screens.policy.how4')}</li>
          </ol>
        </section>
      </div>
    </Page>
  );
}
