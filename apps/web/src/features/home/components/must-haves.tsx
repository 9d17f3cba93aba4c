import { CATEGORIES, CATEGORY_LABELS, type Category } from '@chaka/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

const why: Record<Category, string> = {
  'brake-pads': 'Stop short in city traffic and on wet roads.',
  'car-bulbs': 'See and be seen on unlit highways.',
  'air-filters': 'Keep dust out of the engine.',
  'motor-oil': 'Protect the engine in the heat.',
  'spark-plugs': 'Easy starts and full power.',
};

/** The five must-have part categories (SPEC §1); the grid grows to five columns (SPEC §9). */
export function MustHaves() {
  return (
    <section aria-labelledby="must-haves-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <SectionHeading id="must-haves-title" title="Must-haves for every car">
        The five parts every car on Bangladesh's roads needs again and again.
      </SectionHeading>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5 [&>li:last-child]:col-span-2 sm:[&>li:last-child]:col-span-1">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={paths.shop.getHref(category)}
              className="card h-full border border-base-300 bg-base-100 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <div className="card-body items-center gap-2 p-4">
                <img
                  src={`/images/categories/${category}.svg`}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="h-20 w-20"
                />
                <h3 className="font-bold">{CATEGORY_LABELS[category]}</h3>
                <p className="text-sm text-muted">{why[category]}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
