import type { OrderDetail } from '@chaka/contract';
import { useState } from 'react';
import { PhoneCodeForm } from '@/components/phone-code-form';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { useSendPhoneCode } from '@/lib/phone-verification';
import { notify } from '@/lib/toast';
import { useOrdersT } from './order-labels';

/**
 * Issue 34: a cash order whose delivery phone is not verified waits ("Phone not verified"). Its
 * owner verifies the phone here with a code sent by SMS, and the order is read again (it stops
 * waiting); the admin is told to call the customer first and sees the phone's record in the shop.
 */
export function OrderPhone({ order, isOwner }: { order: OrderDetail; isOwner: boolean }) {
  const t = useOrdersT();
  const phone = order.delivery?.phone;
  if (!order.awaitingPhoneVerification || !phone) return null;
  return (
    <div role="status" className="alert alert-warning mb-6 flex flex-col items-start gap-3 text-sm">
      <p>
        <strong className="block text-base">{t('orders.phone.notVerified')}</strong>
        {t(isOwner ? 'orders.phone.waits' : 'orders.phone.waitsShop', { phone })}
      </p>
      {isOwner && <VerifyWithCode phone={phone} />}
    </div>
  );
}

/** Send a code, type it, verified: the two steps of verifying the order's phone. */
function VerifyWithCode({ phone }: { phone: string }) {
  const t = useOrdersT();
  const send = useSendPhoneCode();
  const [sent, setSent] = useState(false);
  async function sendCode() {
    try {
      await send.mutateAsync(phone);
      setSent(true);
      notify.success(t('orders.phone.sent', { phone }));
    } catch (error) {
      notify.error(errorMessage(error, t('orders.phone.notSent')));
    }
  }
  return (
    <div className="flex w-full flex-col gap-3">
      {sent && (
        <PhoneCodeForm
          phone={phone}
          autoFocus
          text={{
            form: t('orders.phone.form'),
            code: t('orders.phone.code'),
            verify: t('orders.phone.verify'),
            failed: t('orders.phone.failed'),
          }}
          onVerified={() => notify.success(t('orders.phone.verified'))}
        />
      )}
      <StatusButton
        type="button"
        busy={send.isPending}
        className={`${sent ? 'btn-ghost' : 'btn-primary'} btn-sm self-start`}
        onClick={() => void sendCode()}
      >
        {t(sent ? 'orders.phone.sendAgain' : 'orders.phone.send')}
      </StatusButton>
    </div>
  );
}
