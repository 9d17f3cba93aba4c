import type { Return } from '@chaka/contract';
import { useReturnsT } from '@/components/return-labels';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/error-message';
import { useReturnPickup } from '@/lib/returns';

/**
 * How an approved return's parts go back: "Pickup booked with Steadfast (#12)" when the order's
 * courier collects them, otherwise the customer drops them at the courier or brings them to the
 * shop. The admin sees why a booking failed, books it again, or asks the courier where it stands.
 */
export function ReturnPickup({ found, admin }: { found: Return; admin: boolean }) {
  const t = useReturnsT();
  const pickup = useReturnPickup();
  if (found.status !== 'approved' && !found.pickup?.id) return null;
  const booked = found.pickup?.id ? found.pickup : null;
  const failed = found.pickup && !booked ? found.pickup : null;
  const action = admin && found.status === 'approved' && found.pickup && (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className="btn btn-sm"
        disabled={pickup.isPending}
        onClick={() => pickup.mutate(found._id)}
      >
        {t(booked ? 'return-screens.admin.refreshPickup' : 'return-screens.admin.bookPickup')}
      </button>
      <FormError>
        {pickup.isError ? errorMessage(pickup.error, t('return-screens.admin.pickupNotBooked')) : undefined}
      </FormError>
    </div>
  );
  return (
    <div role="status" className={`alert mb-6 ${failed && admin ? 'alert-warning' : 'alert-info'}`}>
      <div className="grow">
        {booked ? (
          <>
            <p className="font-semibold">
              {t('return-screens.pickupBooked', { courier: booked.courier, id: booked.id })}
            </p>
            {booked.status && (
              <p className="text-sm">{t('return-screens.pickupStatus', { status: booked.status })}</p>
            )}
          </>
        ) : failed && admin ? (
          <p>{t('return-screens.pickupFailed', { courier: failed.courier, error: failed.error ?? '' })}</p>
        ) : (
          <p>{t('return-screens.dropOff')}</p>
        )}
      </div>
      {action}
    </div>
  );
}
