import { DeliverySchema, type OrderDetail } from '@chaka/contract';
import { useState } from 'react';
import { z } from 'zod';
import { DeliveryFields, deliveryFieldsOf } from '@/components/delivery-fields';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateDelivery } from '../api/order-detail';
import { useOrdersT } from './order-labels';

const schema = z.object({ delivery: DeliverySchema });

/** Where the order goes; its owner adds or edits the details until it ships. */
export function OrderDelivery({ order, canEdit }: { order: OrderDetail; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const t = useOrdersT();
  const { delivery } = order;
  if (editing) return <DeliveryForm order={order} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-3">
      {delivery ? (
        <address className="flex flex-col not-italic leading-relaxed">
          <span className="font-semibold">{delivery.name}</span>
          <span className="tabular">{delivery.phone}</span>
          <span className="whitespace-pre-line">{delivery.address}</span>
          <span>{delivery.district}</span>
        </address>
      ) : (
        <p className="alert alert-warning">{t('orders.error.deliveryNeeded')}</p>
      )}
      {canEdit && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
          {t(delivery ? 'orders.delivery.edit' : 'orders.delivery.add')}
        </button>
      )}
    </div>
  );
}

function DeliveryForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const update = useUpdateDelivery(order._id);
  const t = useOrdersT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, {
    defaultValues: {
      delivery: order.delivery ?? { name: order.userName, phone: '', district: '', address: '' },
    },
  });
  const onSubmit = handleSubmit(async ({ delivery }) => {
    try {
      await update.mutateAsync(delivery);
      notify.success(t('orders.delivery.saved'));
      onDone();
    } catch (error) {
      notify.error(errorMessage(error, t('orders.delivery.notSaved')));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('orders.delivery.form')} className="space-y-3">
      <DeliveryFields errors={errors.delivery} fields={deliveryFieldsOf(register)} />
      <div className="flex flex-wrap gap-2">
        <StatusButton busy={isSubmitting} className="btn-primary">
          {t('orders.delivery.save')}
        </StatusButton>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('orders.delivery.cancel')}
        </button>
      </div>
    </form>
  );
}
