import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { useBlogs } from '../api/get-blogs';
import { BlogCard } from '../components/blog-card';

export function BlogsPage() {
  const blogs = useBlogs();
  return (
    <Page
      title="Blogs"
      heading="Questions and answers"
      intro="What car owners ask us most, answered by our mechanics."
    >
      <QueryState
        query={blogs}
        loading="Loading the blog"
        failed="The blog could not be loaded"
        failedHint="Please try again in a moment."
      >
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState title="No blog entries yet">
              New answers to common questions are on their way.
            </EmptyState>
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
