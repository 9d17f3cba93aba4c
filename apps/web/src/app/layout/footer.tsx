import { CATEGORIES, CATEGORY_LABELS } from '@chaka/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useConfig } from '@/lib/config';

export function Footer() {
  const { siteName } = useConfig();
  return (
    <footer className="mt-16 bg-neutral text-neutral-content">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold">
            <img src="/images/logo.svg" alt="" width={28} height={28} className="h-7 w-7" />
            {siteName}
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            Genuine brake pads, bulbs, filters, oil and spark plugs for the cars on Bangladesh's roads. We
            have been providing parts to drivers and workshops since 2022.
          </p>
        </div>
        <div>
          <h2 className="font-semibold text-accent">Parts</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link className="link-hover" to={paths.shop.getHref()}>
                  {CATEGORY_LABELS[category]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-accent">Shop</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="link-hover" to={paths.blogs.getHref()}>
                Questions and answers
              </Link>
            </li>
            <li>
              <Link className="link-hover" to={paths.contact.getHref()}>
                Contact us
              </Link>
            </li>
            <li>
              <Link className="link-hover" to={paths.dashboard.root.getHref()}>
                Your orders
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm sm:px-6">
          © {new Date().getFullYear()} {siteName}. Providing car parts since 2022.
        </p>
      </div>
    </footer>
  );
}
