import { Link } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';

/** Any unknown route (SPEC §2 "*"). */
export function NotFoundPage() {
  return (
    <Page title="Page not found" heading={null}>
      <div className="flex flex-col items-center text-center">
        <img
          src="/images/not-found.svg"
          alt="A car up on a lift in an empty workshop: page not found"
          width={600}
          height={400}
          className="h-auto w-full max-w-xl"
        />
        <h1 className="mt-6 text-3xl font-bold">404: this page is not in our workshop</h1>
        <p className="mt-2 text-muted">The address may be mistyped, or the page has moved.</p>
        <Link to={paths.home.getHref()} className="btn btn-primary mt-6">
          Back to the home page
        </Link>
      </div>
    </Page>
  );
}
