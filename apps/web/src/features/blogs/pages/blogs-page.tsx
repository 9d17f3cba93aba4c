import blogCatalog from '@chaka/contract/catalogs/en/blog.json';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { useT } from '@/lib/i18n/use-t';
import { useBlogs } from '../api/get-blogs';
import { BlogCard } from '../components/blog-card';

export function BlogsPage() {
  const t = useT(blogCatalog);
  const blogs = useBlogs();
  return (
    <Page title={t('blog.title')} heading={t('blog.heading')} intro={t('blog.intro')}>
      <QueryState
        query={blogs}
        loading={t('blog.loading')}
        failed={t('blog.failed')}
        failedHint={t('blog.failedHint')}
      >
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState title={t('blog.empty')}>{t('blog.emptyText')}</EmptyState>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {entries.map((blog) => (
                <li key={blog._id}>
                  <BlogCard blog={blog} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}
