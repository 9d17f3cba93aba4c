import home from '@chaka/contract/catalogs/en/home-sections.json';
import { useT } from '@/lib/i18n/use-t';
import { useFreeDeliveryAmount } from '@/lib/money';
import { SectionHeading } from './section-heading';

const firstSteps = [
  { title: 'home.timeline.find', text: 'home.timeline.findText' },
  { title: 'home.timeline.order', text: 'home.timeline.orderText' },
  { title: 'home.timeline.pay', text: 'home.timeline.payText' },
] as const;

/** The four-step timeline of SPEC §1: how ordering works. */
export function Timeline() {
  const t = useT(home);
  const freeOver = useFreeDeliveryAmount();
  const steps = [
    ...firstSteps.map((step) => ({ title: t(step.title), text: t(step.text) })),
    {
      title: t('home.timeline.deliver'),
      text: freeOver
        ? t('home.timeline.deliverFreeText', { amount: freeOver })
        : t('home.timeline.deliverText'),
    },
  ];
  return (
    <section aria-labelledby="timeline-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <SectionHeading id="timeline-title" title={t('home.timeline.title')}>
        {t('home.timeline.intro')}
      </SectionHeading>
      <ol className="relative mt-10 grid gap-8 lg:grid-cols-4 lg:gap-6">
        {steps.map((step, index) => (
          <li key={step.title} className="relative flex gap-4 lg:flex-col lg:gap-3">
            {/* The line joining the steps: down the side on phones, across on wide screens. */}
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-12 bottom-[-2rem] left-6 w-0.5 bg-base-300 lg:top-6 lg:right-[-1.5rem] lg:bottom-auto lg:left-12 lg:h-0.5 lg:w-auto"
              />
            )}
            <span className="tabular relative z-10 flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-content">
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-bold">{step.title}</h3>
              <p className="mt-1 text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
