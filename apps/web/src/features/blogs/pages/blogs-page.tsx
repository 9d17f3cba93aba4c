import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
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
      {blogs.isPending ? (
        <Spinner label="Loading the blog" />
      ) : blogs.isError ? (
        <EmptyState title="The blog could not be loaded">Please try again in a moment.</EmptyState>
      ) : blogs.data.length === 0 ? (
        <EmptyState title="No blog entries yet">New answers to common questions are on their way.</EmptyState>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blogs.data.map((blog) => (
            <li key={blog._id}>
              <BlogCard blog={blog} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
