import notFound from '@chaka/contract/catalogs/en/not-found.json';
import { Link } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/** Any unknown route (SPEC §2 "*"). */
export function NotFoundPage() {
  const t = useT(notFound);
  return (
    <Page title={t('notFound.title')} heading={null}>
      <div className="flex flex-col items-center text-center">
        <img
          src="/images/not-found.svg"
          alt={t('notFound.image')}
          width={600}
          height={400}
          className="h-auto w-full max-w-xl"
        />
        <h1 className="mt-6 text-3xl font-bold">{t('notFound.heading')}</h1>
        <p className="mt-2 text-muted">{t('notFound.text')}</p>
        <Link to={paths.home.getHref()} className="btn btn-primary mt-6">
          {t('notFound.back')}
        </Link>
      </div>
    </Page>
  );
}
