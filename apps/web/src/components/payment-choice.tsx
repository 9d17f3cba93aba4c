import type { UseFormRegisterReturn } from 'react-hook-form';

/** One way to pay, as a radio card; `value` is what the form sends. */
export interface PaymentOption {
  value: string;
  label: string;
  /** A line under the label, e.g. what happens next. */
  note?: string;
}

/** The payment choice of the order form and the checkout: each way to pay as a labelled radio card. */
export function PaymentChoice({
  options,
  field,
  legend = 'Payment',
}: {
  options: readonly PaymentOption[];
  field: UseFormRegisterReturn;
  /** The choice's heading, in the language shown. */
  legend?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-3 rounded-box border border-base-300 px-4 py-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input type="radio" className="radio radio-primary" value={option.value} {...field} />
            <span className="flex flex-col">
              <span className="font-medium">{option.label}</span>
              {option.note && <span className="text-sm text-muted">{option.note}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
