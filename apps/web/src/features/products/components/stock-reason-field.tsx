import { STOCK_EDIT_REASONS, type StockEditReason } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { type Control, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
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
  const t = useT(admin);
  if (Number(availableQty) === storedQty || Number.isNaN(Number(availableQty))) return null;
  return (
    <SelectField
      label={t('admin.stock.reason')}
      hint={t('admin.stock.reasonHint', { before: storedQty, after: Number(availableQty) })}
      name="stockReason"
      value={reason}
      onChange={(event) => onReason(event.target.value as StockEditReason)}
    >
      {STOCK_EDIT_REASONS.map((choice) => (
        <option key={choice} value={choice}>
          {t(`admin.stock.reason.${choice}`)}
        </option>
      ))}
    </SelectField>
  );
}
