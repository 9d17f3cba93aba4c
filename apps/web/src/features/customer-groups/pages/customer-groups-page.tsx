import type { CustomerGroup } from '@chaka/contract';
import trade from '@chaka/contract/catalogs/en/trade.json';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { brandsQuery } from '@/lib/brands';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import {
  type GroupBody,
  useCustomerGroups,
  useGroupMember,
  useSaveCustomerGroup,
} from '../api/customer-groups';
import { GroupForm } from '../components/group-form';

/**
 * /dashboard/customer-groups (issue 37): the customer groups (Garage, Fleet) with their price lists
 * and members; adding a group, editing its prices and terms, adding and removing members by e-mail.
 */
export function CustomerGroupsPage() {
  const t = useT(trade);
  const groups = useCustomerGroups();
  const brands = useQuery(brandsQuery());
  const save = useSaveCustomerGroup();
  const [editing, setEditing] = useState<string | null>(null);
  const edited = groups.data?.find((group) => group.id === editing);
  const brandList = (brands.data ?? []).map((brand) => ({ id: brand._id, name: brand.name }));
  const onSave = async (body: GroupBody) => {
    try {
      await save.mutateAsync({ id: edited?.id, body });
      notify.success(t('trade.admin.saved'));
      return true;
    } catch (error) {
      notify.error(errorMessage(error, t('trade.admin.failed')));
      return false;
    }
  };
  return (
    <Page title={t('trade.admin.title')}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-label={t('trade.admin.list')} className="space-y-4">
          {groups.isPending ? (
            <Spinner label={t('trade.admin.loading')} />
          ) : groups.isError ? (
            <EmptyState title={t('trade.admin.failed')}>{null}</EmptyState>
          ) : groups.data.length === 0 ? (
            <EmptyState title={t('trade.admin.none')}>{t('trade.admin.noneText')}</EmptyState>
          ) : (
            groups.data.map((group) => (
              <GroupCard key={group.id} group={group} onEdit={() => setEditing(group.id)} />
            ))
          )}
        </section>
        <section className="card order-first border border-base-300 bg-base-100 shadow-sm lg:order-none">
          <div className="card-body gap-2">
            <h2 className="card-title">
              {edited ? t('trade.admin.edit', { name: edited.name }) : t('trade.admin.add')}
            </h2>
            <GroupForm
              key={edited?.id ?? 'new'}
              group={edited}
              brands={brandList}
              busy={save.isPending}
              onSave={onSave}
            />
            {edited && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(null)}>
                {t('trade.admin.cancelEdit')}
              </button>
            )}
          </div>
        </section>
      </div>
    </Page>
  );
}

/** One group: its discount, trade prices and members, with the forms to edit it and add a member. */
function GroupCard({ group, onEdit }: { group: CustomerGroup; onEdit: () => void }) {
  const t = useT(trade);
  const id = useId();
  const member = useGroupMember();
  const change = async (email: string, remove = false) => {
    try {
      await member.mutateAsync({ id: group.id, email, remove });
      if (!remove) notify.success(t('trade.admin.memberAdded'));
      return true;
    } catch (error) {
      notify.error(errorMessage(error, t('trade.admin.failed')));
      return false;
    }
  };
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (email && (await change(email))) form.reset();
  };
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby={`${id}-name`}>
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`${id}-name`} className="card-title">
            {group.name}
          </h2>
          <button
            type="button"
            className="btn btn-sm"
            onClick={onEdit}
            aria-label={t('trade.admin.edit', { name: group.name })}
          >
            {t('trade.admin.editButton')}
          </button>
        </div>
        <p className="text-sm">
          {t('trade.admin.discount')}: <span className="tabular font-semibold">{group.discountPercent}%</span>
          {group.codAboveLimits && (
            <span className="badge badge-outline ml-2">{t('trade.admin.codAboveLimits')}</span>
          )}
          {group.monthlyStatement && (
            <span className="badge badge-outline ml-2">{t('trade.admin.monthlyStatement')}</span>
          )}
        </p>
        {group.prices.length > 0 && (
          <div className="overflow-x-auto">
            <table className="table table-sm">
              <caption className="text-left font-semibold">{t('trade.admin.prices')}</caption>
              <tbody>
                {group.prices.map((price) => (
                  <tr key={`${price.productId}-${price.minQty}`}>
                    <td className="font-mono">{price.sku}</td>
                    <td>{price.productName}</td>
                    <td className="tabular text-right">
                      {price.minQty > 1 ? `${price.minQty}+ · ` : ''}
                      {price.price}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div>
          <h3 className="font-semibold">{t('trade.admin.members')}</h3>
          {group.members.length === 0 ? (
            <p className="text-sm text-muted">{t('trade.admin.noMembers')}</p>
          ) : (
            <ul className="divide-y divide-base-300">
              {group.members.map((m) => (
                <li key={m.email} className="flex items-center justify-between gap-2 py-1 text-sm">
                  <span className="min-w-0 break-all">
                    {m.name} · {m.email}
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    aria-label={t('trade.admin.removeMember', { email: m.email })}
                    onClick={() => void change(m.email, true)}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={add}>
            <div className="form-control min-w-0 flex-1">
              <label htmlFor={`${id}-email`} className="label-text">
                {t('trade.admin.memberEmail')}
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                className="input input-bordered input-sm w-full"
              />
            </div>
            <button type="submit" className="btn btn-sm" disabled={member.isPending}>
              {t('trade.admin.addMember')}
            </button>
          </form>
        </div>
      </div>
    </article>
  );
}
