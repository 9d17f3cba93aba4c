import { COURIERS } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useState } from 'react';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';

const OTHER = 'Other';

export interface Shipment {
  courier: string;
  trackingNumber: string;
}

/**
 * What the shipping confirmation asks: the courier (one of the usual ones, or another typed by
 * name) and its tracking number. Typing writes into `shipment`, which the caller reads once confirmed.
 */
export function ShipFields({ shipment }: { shipment: Shipment }) {
  const [choice, setChoice] = useState<string>(COURIERS[0]);
  const t = useT(admin);
  return (
    <div className="pb-2">
      <SelectField
        label={t('admin.orders.courier')}
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value);
          shipment.courier = event.target.value === OTHER ? '' : event.target.value;
        }}
      >
        {[...COURIERS, OTHER].map((courier) => (
          <option key={courier} value={courier}>
            {courier === OTHER ? t('admin.orders.otherCourier') : courier}
          </option>
        ))}
      </SelectField>
      {choice === OTHER && (
        <TextField
          label={t('admin.orders.courierName')}
          required
          maxLength={60}
          onChange={(event) => {
            shipment.courier = event.target.value;
          }}
        />
      )}
      <TextField
        label={t('admin.orders.trackingNumber')}
        required
        maxLength={60}
        autoComplete="off"
        onChange={(event) => {
          shipment.trackingNumber = event.target.value;
        }}
      />
    </div>
  );
}
