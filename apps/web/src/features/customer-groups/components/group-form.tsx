import { CATEGORIES, type CustomerGroup, isId } from '@chaka/contract';
import site from '@chaka/contract/catalogs/en/site.json';
import trade from '@chaka/contract/catalogs/en/trade.json';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { type GroupBody, productIdsOf } from '../api/customer-groups';

/** The price list's lines as typed: "SKU or product id, unit price[, from quantity]". */
const priceLinesOf = (group?: CustomerGroup) =>
  (group?.prices ?? [])
    .map((p) => [p.sku, p.price, ...(p.minQty > 1 ? [p.minQty] : [])].join(', '))
    .join('\n');

/**
 * The add and edit form of the Customer groups screen (issue 37): the name, percentages off the
 * whole catalogue, per category and per brand, the trade prices (one per line, by SKU), and the
 * group's terms. Every field is labelled; empty ones are left out.
 */
export function GroupForm({
  group,
  brands,
  busy,
  onSave,
}: {
  group?: CustomerGroup;
  brands: ReadonlyArray<{ id: string; name: string }>;
  busy: boolean;
  onSave: (body: GroupBody) => Promise<boolean>;
}) {
  const t = useT(trade);
  const siteT = useT(site);
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const percents = (keys: readonly string[], prefix: string) =>
      Object.fromEntries(
        keys.filter((key) => text(`${prefix}${key}`)).map((key) => [key, Number(text(`${prefix}${key}`))]),
      );
    const rows = text('prices')
      .split('\n')
      .map((line) => line.split(/[,;\t]/).map((cell) => cell.trim()))
      .filter((cells) => cells.some(Boolean));
    const bad = rows.findIndex((cells) => !cells[0] || !cells[1] || Number.isNaN(Number(cells[1])));
    if (bad >= 0) return setProblem(t('trade.admin.pricesBad', { line: bad + 1 }));
    const refs = rows.map((cells) => cells[0]!);
    const ids = await productIdsOf(refs.filter((ref) => !isId(ref)));
    const found = new Map(refs.filter((ref) => !isId(ref)).map((ref, index) => [ref, ids[index]]));
    const unknown = refs.findIndex((ref) => !isId(ref) && !found.get(ref));
    if (unknown >= 0) return setProblem(t('trade.admin.pricesUnknown', { line: unknown + 1 }));
    setProblem(null);
    const body: GroupBody = {
      name: text('name'),
      discountPercent: text('discountPercent') ? Number(text('discountPercent')) : 0,
      categoryDiscounts: percents(CATEGORIES, 'category-'),
      brandDiscounts: percents(
        brands.map((brand) => brand.id),
        'brand-',
      ),
      prices: rows.map((cells) => ({
        productId: isId(cells[0]!) ? cells[0]! : found.get(cells[0]!)!,
        price: Number(cells[1]),
        ...(cells[2] ? { minQty: Number(cells[2]) } : {}),
      })),
      codAboveLimits: data.get('codAboveLimits') === 'on',
      monthlyStatement: data.get('monthlyStatement') === 'on',
    };
    if ((await onSave(body)) && !group) form.reset();
  };

  const percentField = (name: string, label: string, value: number | undefined) => (
    <div className="form-control" key={name}>
      <label htmlFor={`${id}-${name}`} className="label-text">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        className="input input-bordered w-full"
        step="0.01"
        min="0"
        max="100"
        defaultValue={value ?? ''}
      />
    </div>
  );
  const check = (name: 'codAboveLimits' | 'monthlyStatement') => (
    <label className="label cursor-pointer justify-start gap-2 whitespace-normal">
      <input type="checkbox" name={name} className="checkbox" defaultChecked={group?.[name] ?? false} />
      <span className="label-text">{t(`trade.admin.${name}`)}</span>
    </label>
  );

  return (
    <form key={group?.id ?? 'new'} className="space-y-3" onSubmit={submit} noValidate>
      <div className="form-control">
        <label htmlFor={`${id}-name`} className="label-text">
          {t('trade.admin.name')}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          className="input input-bordered w-full"
          defaultValue={group?.name}
          required
        />
      </div>
      {percentField('discountPercent', t('trade.admin.discountPercent'), group?.discountPercent)}
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('trade.admin.categoryDiscounts')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {CATEGORIES.map((category) =>
            percentField(
              `category-${category}`,
              siteT(`site.category.${category}`),
              group?.categoryDiscounts[category],
            ),
          )}
        </div>
      </fieldset>
      {brands.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('trade.admin.brandDiscounts')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {brands.map((brand) =>
              percentField(`brand-${brand.id}`, brand.name, group?.brandDiscounts[brand.id]),
            )}
          </div>
        </fieldset>
      )}
      <div className="form-control">
        <label htmlFor={`${id}-prices`} className="label-text">
          {t('trade.admin.prices')}
        </label>
        <textarea
          id={`${id}-prices`}
          name="prices"
          rows={4}
          className="textarea textarea-bordered w-full font-mono"
          aria-describedby={`${id}-prices-hint`}
          defaultValue={priceLinesOf(group)}
        />
        <p id={`${id}-prices-hint`} className="mt-1 text-sm text-muted">
          {t('trade.admin.pricesHint')}
        </p>
      </div>
      {check('codAboveLimits')}
      {check('monthlyStatement')}
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('trade.admin.save')}
      </button>
    </form>
  );
}
