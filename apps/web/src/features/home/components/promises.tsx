import type { ReactNode } from 'react';
import { useFreeDeliveryThreshold } from '@/lib/money';
import { HeadsetIcon, ShieldIcon, TruckIcon } from './icons';

const delivery = (threshold: string | null | undefined) => ({
  title: threshold === null ? 'Home delivery' : 'Free home delivery',
  text:
    threshold === null
      ? 'To your door, anywhere in Bangladesh.'
      : `On every order ${threshold ?? ''}, anywhere in Bangladesh.`,
  icon: <TruckIcon />,
});

const otherPromises: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Quality products',
    text: 'Genuine and OEM-grade parts from brands our mechanics fit themselves.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Online support',
    text: 'Not sure what fits your car? Ask us online and a mechanic answers.',
    icon: <HeadsetIcon />,
  },
];

/** The row of three promises under the hero (SPEC §1). */
export function Promises() {
  const promises = [delivery(useFreeDeliveryThreshold()), ...otherPromises];
  return (
    <section aria-label="Our promises" className="border-b border-base-300 bg-base-100">
      <ul className="mx-auto grid max-w-6xl gap-4 px-4 py-8 sm:px-6 md:grid-cols-3">
        {promises.map((promise) => (
          <li key={promise.title} className="flex items-start gap-4 rounded-box p-2">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              {promise.icon}
            </span>
            <div>
              <h2 className="font-bold">{promise.title}</h2>
              <p className="text-sm text-muted">{promise.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
