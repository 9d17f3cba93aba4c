import { useFreeDeliveryThreshold } from '@/lib/money';
import { SectionHeading } from './section-heading';

const firstSteps = [
  {
    title: 'Find your part',
    text: 'Browse the shop by category, or write to us with your car’s make, model and year.',
  },
  {
    title: 'Place your order',
    text: 'Sign in, choose the quantity and size, and place the order in under a minute.',
  },
  {
    title: 'Pay by card',
    text: 'Pay securely from your dashboard whenever you are ready. Free orders need no payment.',
  },
];

const delivered = (threshold: string | null | undefined) => ({
  title: 'Get it delivered',
  text: `We pack it the same day and bring it to your door${threshold ? `, free on orders ${threshold}` : ''}.`,
});

/** The four-step timeline of SPEC §1: how ordering works. */
export function Timeline() {
  const steps = [...firstSteps, delivered(useFreeDeliveryThreshold())];
  return (
    <section aria-labelledby="timeline-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <SectionHeading id="timeline-title" title="How ordering works">
        From the shop to your garage in four steps.
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
