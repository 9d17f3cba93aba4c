import { type CreatePromotionBodySchema, PROMOTION_KINDS } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { useT } from '@/lib/i18n/use-t';
import { PromotionScope } from './promotion-scope';

type Body = z.input<typeof CreatePromotionBodySchema>;

/** The add form of the Promotions screen: every field labelled; empty fields are left out. */
export function PromotionForm({ onAdd, busy }: { onAdd: (body: Body) => Promise<boolean>; busy: boolean }) {
  const t = useT(admin);
  const id = useId();
  const [automatic, setAutomatic] = useState(false);
  const [kind, setKind] = useState<(typeof PROMOTION_KINDS)[number]>('percent');
  // A new scope (its chosen parts forgotten) after each promotion added.
  const [added, setAdded] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const number = (name: string) => (text(name) ? Number(text(name)) : undefined);
    const list = (name: string) => data.getAll(name).map(String);
    const scope = { categories: list('categories'), brands: list('brands'), productIds: list('productIds') };
    const body: Body = {
      ...(automatic ? { automatic: true } : { code: text('code') }),
      kind,
      ...(kind !== 'free_delivery' ? { value: number('value') } : {}),
      ...(number('minOrder') !== undefined ? { minOrder: number('minOrder') } : {}),
      ...(text('startsAt') ? { startsAt: text('startsAt') } : {}),
      ...(text('endsAt') ? { endsAt: text('endsAt') } : {}),
      ...(number('maxUses') !== undefined ? { maxUses: number('maxUses') } : {}),
      ...(number('maxUsesPerCustomer') !== undefined
        ? { maxUsesPerCustomer: number('maxUsesPerCustomer') }
        : {}),
      ...(scope.categories.length > 0 ? { categories: scope.categories as Body['categories'] } : {}),
      ...(scope.brands.length > 0 ? { brands: scope.brands } : {}),
      ...(scope.productIds.length > 0 ? { productIds: scope.productIds } : {}),
      firstOrderOnly: data.get('firstOrderOnly') === 'on',
      stacks: data.get('stacks') === 'on',
    };
    if (await onAdd(body)) {
      form.reset();
      setAdded((count) => count + 1);
    }
  };

  const field = (name: string, label: string, type = 'text') => (
    <div className="form-control">
      <label htmlFor={`${id}-${name}`} className="label-text">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        className="input input-bordered"
        step="any"
        min="0"
      />
    </div>
  );
  const check = (name: string, label: string, onChange?: (on: boolean) => void) => (
    <label className="label cursor-pointer justify-start gap-2">
      <input
        type="checkbox"
        name={name}
        className="checkbox"
        onChange={(e) => onChange?.(e.target.checked)}
      />
      <span className="label-text">{label}</span>
    </label>
  );

  return (
    <form onSubmit={submit} aria-label={t('admin.promotions.add')} className="space-y-2">
      {check('automatic', t('admin.promotions.automatic'), setAutomatic)}
      {!automatic && field('code', t('admin.promotions.code'))}
      <div className="form-control">
        <label htmlFor={`${id}-kind`} className="label-text">
          {t('admin.promotions.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className="select select-bordered"
          value={kind}
          onChange={(e) => setKind(e.target.value as typeof kind)}
        >
          {PROMOTION_KINDS.map((one) => (
            <option key={one} value={one}>
              {t(`admin.promotions.kind.${one}`)}
            </option>
          ))}
        </select>
      </div>
      {kind !== 'free_delivery' && field('value', t('admin.promotions.value'), 'number')}
      {field('minOrder', t('admin.promotions.minOrder'), 'number')}
      {field('startsAt', t('admin.promotions.startsAt'), 'date')}
      {field('endsAt', t('admin.promotions.endsAt'), 'date')}
      {field('maxUses', t('admin.promotions.maxUses'), 'number')}
      {field('maxUsesPerCustomer', t('admin.promotions.maxUsesPerCustomer'), 'number')}
      {check('firstOrderOnly', t('admin.promotions.firstOrderOnly'))}
      {check('stacks', t('admin.promotions.stacks'))}
      <PromotionScope key={added} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('admin.promotions.addSubmit')}
      </button>
    </form>
  );
}
