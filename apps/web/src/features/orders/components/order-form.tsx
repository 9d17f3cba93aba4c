import {
  DeliverySchema,
  messages,
  orderFormSchema,
  PAYMENT_METHODS,
  type Product,
  QUANTITY_MAX_LENGTH,
  SIZES,
} from '@chaka/contract';
import productCatalog from '@chaka/contract/catalogs/en/product.json';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { SelectField, TextField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateOrder } from '../api/create-order';
import { useDeliveryDefaults } from '../api/get-delivery-defaults';
import { DeliveryCharges } from './delivery-charges';
import { DeliveryFields, deliveryFieldsOf } from './delivery-fields';

const DELIVERY_FIELDS = ['name', 'phone', 'district', 'address'] as const;

/**
 * The order form of the product detail screen: quantity and size (SPEC §2, §5), where the part goes
 * and how it is paid, the delivery fee and total for the chosen district, then Place Order.
 */
export function OrderForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const { user } = useSession();
  const defaults = useDeliveryDefaults(user);
  const schema = useMemo(
    () =>
      orderFormSchema(product).extend({
        delivery: DeliverySchema,
        paymentMethod: z.enum(PAYMENT_METHODS),
      }),
    [product],
  );
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, {
    // SPEC §5: the quantity messages show while the customer types.
    mode: 'onChange',
    defaultValues: {
      quantity: String(product.orderQty),
      size: SIZES[0],
      delivery: { name: user?.name ?? '', phone: '', district: '', address: '' },
      // The spec's flow: an unpaid order, paid from My Orders.
      paymentMethod: 'online',
    },
  });

  // The saved details fill the fields the customer has not typed in yet.
  useEffect(() => {
    if (!defaults.data) return;
    for (const field of DELIVERY_FIELDS) {
      const value = defaults.data[field];
      if (value && !getFieldState(`delivery.${field}`).isDirty) setValue(`delivery.${field}`, value);
    }
  }, [defaults.data, getFieldState, setValue]);

  const onSubmit = handleSubmit(async ({ quantity, size, delivery, paymentMethod }) => {
    try {
      await createOrder.mutateAsync({ productId: product._id, quantity, size, delivery, paymentMethod });
      notify.success(messages.orders.ordered);
      navigate(paths.dashboard.myOrders.getHref());
    } catch (error) {
      notify.error(`${messages.orders.failed}: ${errorMessage(error, 'Please try again.')}`);
    }
  });

  const t = useT(productCatalog);
  const quantity = String(watch('quantity') ?? '');
  const subtotal = errors.quantity || !/^\d+$/.test(quantity) ? null : product.price * Number(quantity);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('product.order.form')} className="space-y-4">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('product.order.quantity')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={QUANTITY_MAX_LENGTH}
          error={errors.quantity?.message}
          hint={t('product.order.range', { minimum: product.orderQty, maximum: product.availableQty })}
          {...register('quantity')}
        />
        <SelectField label={t('product.order.size')} error={errors.size?.message} {...register('size')}>
          {SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="space-y-1">
        <legend className="text-lg font-semibold">{t('product.order.delivery')}</legend>
        <DeliveryFields errors={errors.delivery} fields={deliveryFieldsOf(register)} />
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-lg font-semibold">{t('product.order.payment')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PAYMENT_METHODS.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer items-center gap-3 rounded-box border border-base-300 px-4 py-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                className="radio radio-primary"
                value={method}
                {...register('paymentMethod')}
              />
              <span className="font-medium">{t(`product.order.${method}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <DeliveryCharges subtotal={subtotal} district={watch('delivery.district') ?? ''} />
      <StatusButton busy={isSubmitting} className="btn-primary btn-block sm:btn-wide">
        {t('product.order.place')}
      </StatusButton>
    </form>
  );
}
