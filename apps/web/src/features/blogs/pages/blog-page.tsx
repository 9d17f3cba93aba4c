import blogCatalog from '@chaka/contract/catalogs/en/blog.json';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { hasStatus } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { useBlog } from '../api/get-blog';

export function BlogPage() {
  const t = useT(blogCatalog);
  const { id = '' } = useParams();
  const blog = useBlog(id);
  if (hasStatus(blog.error, 404)) return <NotFoundPage />;
  return (
    <Page title={blog.data?.question ?? t('blog.entry.title')} heading={null} width="wide">
      <article className="mx-auto max-w-3xl">
        <Link to={paths.blogs.getHref()} className="btn btn-ghost btn-sm -ml-3">
          <span aria-hidden="true">←</span> {t('blog.entry.back')}
        </Link>
        {blog.isPending ? (
          <Spinner label={t('blog.entry.loading')} />
        ) : blog.isError ? (
          <p className="mt-6 text-error">{t('blog.entry.failed')}</p>
        ) : (
          <>
            <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{blog.data.question}</h1>
            <p className="mt-6 whitespace-pre-line text-lg leading-relaxed">{blog.data.answer}</p>
          </>
        )}
      </article>
    </Page>
  );
}
