import { BLOG_PREVIEW_LENGTH, type Blog } from '@chaka/contract';
import blogCatalog from '@chaka/contract/catalogs/en/blog.json';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

export function blogPreview(answer: string): string {
  return answer.length > BLOG_PREVIEW_LENGTH ? `${answer.slice(0, BLOG_PREVIEW_LENGTH)}…` : answer;
}

/** A blog card (SPEC §2 /blogs): the question, the first 100 characters of the answer, Learn More. */
export function BlogCard({ blog }: { blog: Blog }) {
  const t = useT(blogCatalog);
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <div className="card-body">
        <h2 className="card-title text-lg leading-snug">{blog.question}</h2>
        <p className="text-muted">{blogPreview(blog.answer)}</p>
        <div className="card-actions mt-2">
          {/* The label names the entry for screen readers; the hidden text does for crawlers. */}
          <Link
            to={paths.blog.getHref(blog._id)}
            className="btn btn-outline btn-primary btn-sm"
            aria-label={t('blog.learnMoreOf', { question: blog.question })}
          >
            {t('blog.learnMore')}
            <span className="sr-only">: {blog.question}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
