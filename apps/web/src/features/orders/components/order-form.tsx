import {
  formatDollars,
  messages,
  orderFormSchema,
  type Product,
  QUANTITY_MAX_LENGTH,
  SIZES,
} from '@chaka/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { SelectField, TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
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
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    // SPEC §5: the quantity messages show while the customer types.
    mode: 'onChange',
    defaultValues: { quantity: String(product.orderQty), size: SIZES[0] },
  });

  const onSubmit = handleSubmit(async ({ quantity, size }) => {
    try {
      await createOrder.mutateAsync({ productId: product._id, quantity, size });
      notify.success(messages.orders.ordered);
      navigate(paths.dashboard.myOrders.getHref());
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : 'Please try again.';
      notify.error(`${messages.orders.failed}: ${reason}`);
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
            Total: <strong className="text-base-content">{formatDollars(total)}</strong>
          </>
        )}
      </p>
      <button type="submit" className="btn btn-primary btn-block sm:btn-wide" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Place Order
      </button>
    </form>
  );
}
