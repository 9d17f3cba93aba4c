import { messages } from '@chaka/contract';
import { Link } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';

/** The 403 screen of SPEC §2, shown when a product cannot be loaded. */
export function ForbiddenScreen() {
  return (
    <Page title="Not authorized" heading={null}>
      <div className="mx-auto flex max-w-lg flex-col items-center text-center">
        <p className="tabular text-7xl font-black text-primary" aria-hidden="true">
          403
        </p>
        <h1 className="mt-4 text-2xl font-bold">{messages.products.forbidden}</h1>
        <p className="mt-2 text-muted">
          Sign in with another account, or go back to the shop and choose a part from there.
        </p>
        <Link to={paths.shop.getHref()} className="btn btn-primary mt-6">
          Back to the shop
        </Link>
      </div>
    </Page>
  );
}
