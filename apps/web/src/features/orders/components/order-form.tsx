import { messages, orderFormSchema, type Product, QUANTITY_MAX_LENGTH, SIZES } from '@chaka/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { SelectField, TextField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { Money } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateOrder } from '../api/create-order';

/** The order form of the product detail screen: quantity and size, then Place Order (SPEC §2, §5). */
export function OrderForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const schema = useMemo(() => orderFormSchema(product), [product]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, {
    // SPEC §5: the quantity messages show while the customer types.
    mode: 'onChange',
    defaultValues: { quantity: String(product.orderQty), size: SIZES[0] },
  });

  const onSubmit = handleSubmit(async ({ quantity, size }) => {
    try {
      await createOrder.mutateAsync({ productId: product._id, quantity, size, paymentMethod: 'online' });
      notify.success(messages.orders.ordered);
      navigate(paths.dashboard.myOrders.getHref());
    } catch (error) {
      notify.error(`${messages.orders.failed}: ${errorMessage(error, 'Please try again.')}`);
    }
  });

  const quantity = String(watch('quantity') ?? '');
  const total = errors.quantity || !/^\d+$/.test(quantity) ? null : product.price * Number(quantity);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Order" className="space-y-2">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="Quantity"
          inputMode="numeric"
          autoComplete="off"
          maxLength={QUANTITY_MAX_LENGTH}
          error={errors.quantity?.message}
          hint={`From ${product.orderQty} to ${product.availableQty}`}
          {...register('quantity')}
        />
        <SelectField label="Size" error={errors.size?.message} {...register('size')}>
          {SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="tabular pb-1 text-muted" aria-live="polite">
        {total === null ? (
          '\u00a0'
        ) : (
          <>
            Total:{' '}
            <strong className="text-base-content">
              <Money amount={total} />
            </strong>
          </>
        )}
      </p>
      <StatusButton busy={isSubmitting} className="btn-primary btn-block sm:btn-wide">
        Place Order
      </StatusButton>
    </form>
  );
}
