import home from '@chaka/contract/catalogs/en/home.json';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

export function Hero() {
  const t = useT(home);
  return (
    <section className="bg-neutral text-neutral-content" aria-labelledby="hero-title">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">
            {t('home.hero.kicker')}
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl font-black tracking-tight text-balance sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-neutral-content/90">
            {t('home.hero.text')}
          </p>
          <Link to={paths.shop.getHref()} className="btn btn-primary btn-lg mt-8 w-full sm:w-auto">
            {t('home.hero.explore')}
          </Link>
        </div>
        <img
          src="/images/hero.svg"
          alt={t('home.hero.image')}
          width={640}
          height={480}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-lg"
        />
      </div>
    </section>
  );
}
