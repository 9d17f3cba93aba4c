import {
  type CartQuote,
  DeliverySchema,
  messages,
  orderFormSchema,
  PAYMENT_METHODS,
  type Product,
  QUANTITY_MAX_LENGTH,
  SIZES,
  type Size,
} from '@chaka/contract';
import ordersCatalog from '@chaka/contract/catalogs/en/orders.json';
import productCatalog from '@chaka/contract/catalogs/en/product.json';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DeliveryCharges } from '@/components/delivery-charges';
import { DeliveryFields, deliveryFieldsOf } from '@/components/delivery-fields';
import { PaymentChoice } from '@/components/payment-choice';
import { PromotionCode } from '@/components/promotion-code';
import { SelectField, TextField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { usePrefilledDelivery } from '@/lib/delivery-defaults';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateOrder } from '../api/create-order';

/** A part's quantity and size as the order form accepts them. */
export interface OrderLine {
  quantity: number;
  size: Size;
}

/**
 * The order form of the product detail screen: quantity and size (SPEC §2, §5), where the part goes
 * and how it is paid, the delivery fee and total for the chosen district, then Place Order. With
 * `onAddToCart` (the cart feature's), an Add to cart button beside it takes the quantity and size
 * under the same rules and messages.
 */
export function OrderForm({
  product,
  onAddToCart,
}: {
  product: Product;
  onAddToCart?: (line: OrderLine) => void;
}) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const { user } = useSession();
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
    getValues,
    trigger,
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

  usePrefilledDelivery(user, { getFieldState, setValue });
  // Issue 37: a promotion code the server accepted for this part; the order prices it again.
  const [code, setCode] = useState<string | null>(null);
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const t = useT(productCatalog);
  const ordersT = useT(ordersCatalog);

  const addToCart = async () => {
    if (!(await trigger(['quantity', 'size']))) return;
    onAddToCart?.({ quantity: Number(getValues('quantity')), size: getValues('size') });
  };

  const onSubmit = handleSubmit(async ({ quantity, size, delivery, paymentMethod }) => {
    try {
      await createOrder.mutateAsync({
        productId: product._id,
        quantity,
        size,
        delivery,
        paymentMethod,
        ...(code ? { code } : {}),
      });
      notify.success(messages.orders.ordered);
      navigate(paths.dashboard.myOrders.getHref());
    } catch (error) {
      const reason = errorMessage(error, ordersT('orders.tryAgain'));
      notify.error(ordersT('orders.form.failed', { reason }));
    }
  });

  const quantity = String(watch('quantity') ?? '');
  const district = watch('delivery.district') ?? '';
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
      <PaymentChoice
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`product.order.${method}`) }))}
        field={register('paymentMethod')}
        legend={t('product.order.payment')}
      />
      <DeliveryCharges subtotal={subtotal} district={district} quote={quote} />
      {user && (
        <PromotionCode
          items={subtotal === null ? [] : [{ productId: product._id, quantity, size: watch('size') }]}
          district={district}
          onChange={setCode}
          onQuote={setQuote}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <StatusButton busy={isSubmitting} className="btn-primary btn-block sm:btn-wide">
          {t('product.order.place')}
        </StatusButton>
        {onAddToCart && (
          <button
            type="button"
            className="btn btn-outline btn-primary btn-block sm:btn-wide"
            onClick={() => void addToCart()}
          >
            {ordersT('orders.form.addToCart')}
          </button>
        )}
      </div>
    </form>
  );
}
