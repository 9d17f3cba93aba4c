import home from '@chaka/contract/catalogs/en/home.json';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useFreeDeliveryAmount } from '@/lib/money';
import { HeadsetIcon, ShieldIcon, TruckIcon } from './icons';

type Translate = ReturnType<typeof useT<typeof home>>;

const delivery = (t: Translate, amount: string | null | undefined) => ({
  title: t(amount === null ? 'home.promises.delivery' : 'home.promises.freeDelivery'),
  text:
    amount === null
      ? t('home.promises.deliveryText')
      : t('home.promises.freeDeliveryText', { amount: amount ?? '' }),
  icon: <TruckIcon />,
});

const otherPromises = (t: Translate): Array<{ title: string; text: string; icon: ReactNode }> => [
  { title: t('home.promises.quality'), text: t('home.promises.qualityText'), icon: <ShieldIcon /> },
  { title: t('home.promises.support'), text: t('home.promises.supportText'), icon: <HeadsetIcon /> },
];

/** The row of three promises under the hero (SPEC §1). */
export function Promises() {
  const t = useT(home);
  const promises = [delivery(t, useFreeDeliveryAmount()), ...otherPromises(t)];
  return (
    <section aria-label={t('home.promises.label')} className="border-b border-base-300 bg-base-100">
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
