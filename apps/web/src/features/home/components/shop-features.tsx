import type { ReactNode } from 'react';
import { BadgeIcon, GaugeIcon, WrenchIcon } from './icons';
import { SectionHeading } from './section-heading';

const features: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Max Speed',
    text: 'Orders are packed the day they come in and leave with the next courier, so your car is back on the road sooner.',
    icon: <GaugeIcon />,
  },
  {
    title: 'Clean WorkShop',
    text: 'Every part is stored dry, sealed and labelled in our workshop, and reaches you as clean as it left the factory.',
    icon: <WrenchIcon />,
  },
  {
    title: 'Better Quality',
    text: 'We stock tested brands only and check each batch, so the pads, bulbs and filters you fit last as long as they should.',
    icon: <BadgeIcon />,
  },
];

/** The Features section of SPEC §1. */
export function ShopFeatures() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <SectionHeading id="features-title" title="Features">
        Why drivers and workshops across the country buy their parts from us.
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body">
              <span className="flex h-12 w-12 items-center justify-center rounded-field bg-neutral text-accent">
                {feature.icon}
              </span>
              <h3 className="card-title mt-2">{feature.title}</h3>
              <p className="text-muted">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
