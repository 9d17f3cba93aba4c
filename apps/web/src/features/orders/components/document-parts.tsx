import { INTL_LOCALES, type Locale, type OrderDocuments, SHOP, toMajorUnits } from '@chaka/contract';
import contactCatalog from '@chaka/contract/catalogs/en/contact.json';
import documentsCatalog from '@chaka/contract/catalogs/en/documents.json';
import type { ReactNode } from 'react';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';

/** The documents' words (catalog area `documents`). */
export const useDocumentsT = () => useT(documentsCatalog);

/** An amount in minor units, as the shop writes money. */
export function useMinorMoney(): (minorUnits: number) => string {
  const money = useMoney();
  return (minorUnits) => money(toMajorUnits(minorUnits));
}

/** A weight in kilograms, as the reader writes numbers (Bangla digits in Bangla). */
export function useKilograms(): (grams: number) => string {
  const t = useDocumentsT();
  const locale: Locale = useLocale();
  const format = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 2 });
  return (grams) => t('documents.kilograms', { kg: format.format(grams / 1000) });
}

/** The shop's name and address: SHOP_ADDRESS when the shop set it, else the contact page's. */
export function ShopBlock({ shop }: { shop: OrderDocuments['shop'] }) {
  const contact = useT(contactCatalog);
  const lines = shop.address ?? [
    contact('contact.street'),
    contact('contact.area', { postalCode: SHOP.address.postalCode }),
    contact('contact.country'),
  ];
  return (
    <address className="not-italic leading-relaxed">
      <p className="text-xl font-bold">{shop.name}</p>
      {lines.map((line) => (
        <p key={line} className="text-sm">
          {line}
        </p>
      ))}
      <p className="text-sm tabular">{SHOP.phone}</p>
    </address>
  );
}

/** Who receives the parcel and where, or that it has no delivery details yet. */
export function DeliveryBlock({
  delivery,
  large = false,
}: {
  delivery: OrderDocuments['delivery'];
  large?: boolean;
}) {
  const t = useDocumentsT();
  if (!delivery) return <p className="text-sm italic">{t('documents.noDelivery')}</p>;
  return (
    <address className="not-italic leading-relaxed">
      <p className={large ? 'text-xl font-bold' : 'font-semibold'}>{delivery.name}</p>
      <p className={`tabular ${large ? 'text-lg font-semibold' : ''}`}>{delivery.phone}</p>
      <p className="whitespace-pre-line">{delivery.address}</p>
      <p>{delivery.district}</p>
    </address>
  );
}

/** A small caption over a value, as both papers label their facts. */
export function Labelled({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</p>
      <div className="mt-0.5">{children}</div>
    </div>
  );
}
