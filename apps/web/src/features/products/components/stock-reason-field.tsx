import { STOCK_EDIT_REASONS, STOCK_REASON_LABELS, type StockEditReason } from '@chaka/contract';
import { type Control, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/form-field';
import type { AddProductFormInput } from './add-product-form-schema';

/**
 * On the edit screen, once the available quantity differs from the stored one: why the stock
 * changes (restock, damage, correction), which goes into the product's stock history.
 */
export function StockReasonField({
  control,
  storedQty,
  reason,
  onReason,
}: {
  control: Control<AddProductFormInput>;
  storedQty: number;
  reason: StockEditReason;
  onReason: (reason: StockEditReason) => void;
}) {
  const availableQty = useWatch({ control, name: 'availableQty' });
  if (Number(availableQty) === storedQty || Number.isNaN(Number(availableQty))) return null;
  return (
    <SelectField
      label="Why does the stock change?"
      hint={`From ${storedQty} to ${availableQty}; kept in the stock history below.`}
      name="stockReason"
      value={reason}
      onChange={(event) => onReason(event.target.value as StockEditReason)}
    >
      {STOCK_EDIT_REASONS.map((choice) => (
        <option key={choice} value={choice}>
          {STOCK_REASON_LABELS[choice]}
        </option>
      ))}
    </SelectField>
  );
}
