import home from '@chaka/contract/catalogs/en/home-sections.json';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { BadgeIcon, GaugeIcon, WrenchIcon } from './icons';
import { SectionHeading } from './section-heading';

const features = [
  {
    title: 'home.features.speed',
    text: 'home.features.speedText',
    icon: <GaugeIcon />,
  },
  {
    title: 'home.features.clean',
    text: 'home.features.cleanText',
    icon: <WrenchIcon />,
  },
  {
    title: 'home.features.quality',
    text: 'home.features.qualityText',
    icon: <BadgeIcon />,
  },
] as const satisfies ReadonlyArray<{ title: keyof typeof home; text: keyof typeof home; icon: ReactNode }>;

/** The Features section of SPEC §1. */
export function ShopFeatures() {
  const t = useT(home);
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <SectionHeading id="features-title" title={t('home.features.title')}>
        {t('home.features.intro')}
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body">
              <span className="flex h-12 w-12 items-center justify-center rounded-field bg-neutral text-accent">
                {feature.icon}
              </span>
              <h3 className="card-title mt-2">{t(feature.title)}</h3>
              <p className="text-muted">{t(feature.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
