import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Hero() {
  return (
    <section className="bg-neutral text-neutral-content" aria-labelledby="hero-title">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">
            Car parts for Bangladesh
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl font-black tracking-tight text-balance sm:text-5xl">
            The right part for your car, delivered to your door
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-neutral-content/90">
            Brake pads, bulbs, filters, motor oil and spark plugs that fit the cars on our roads, checked by
            mechanics before they leave the workshop.
          </p>
          <Link to={paths.shop.getHref()} className="btn btn-primary btn-lg mt-8 w-full sm:w-auto">
            Explore
          </Link>
        </div>
        <img
          src="/images/hero.svg"
          alt="A car with a brake disc, a spark plug and a drop of motor oil above it"
          width={640}
          height={480}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-lg"
        />
      </div>
    </section>
  );
}
