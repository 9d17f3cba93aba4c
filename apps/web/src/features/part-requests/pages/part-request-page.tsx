import type { PartRequest } from '@chaka/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { PartRequestForm } from '../components/part-request-form';
import { usePartRequestsT } from '../components/part-request-labels';

/**
 * /part-request (issue 36): a visitor or a customer asks for a part the shop does not list; the
 * confirmation gives the request's number. `?q=` (a search that found nothing) fills the part number.
 */
export function PartRequestPage() {
  const t = usePartRequestsT();
  const { user } = useSession();
  const [search] = useSearchParams();
  const [sent, setSent] = useState<PartRequest | null>(null);
  return (
    <Page
      title={t('part-requests.form.title')}
      heading={t('part-requests.form.heading')}
      intro={t('part-requests.form.intro')}
    >
      {sent ? (
        <section role="status" className="card max-w-2xl border border-success/40 bg-base-100 shadow-sm">
          <div className="card-body gap-3">
            <h2 className="card-title text-xl">{t('part-requests.done.title', { number: sent.number })}</h2>
            <p>{t('part-requests.done.text', { number: sent.number })}</p>
            <div className="flex flex-wrap gap-2">
              {user && (
                <Link to={paths.dashboard.myPartRequests.getHref()} className="btn btn-primary">
                  {t('part-requests.done.mine')}
                </Link>
              )}
              <button type="button" className="btn btn-ghost" onClick={() => setSent(null)}>
                {t('part-requests.done.another')}
              </button>
            </div>
          </div>
        </section>
      ) : (
        <div className="max-w-2xl">
          <PartRequestForm initial={{ partNumber: search.get('q') ?? '' }} onSent={setSent} />
        </div>
      )}
    </Page>
  );
}
