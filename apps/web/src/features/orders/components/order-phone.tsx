import { type OrderDetail, VerifyPhoneBodySchema } from '@chaka/contract';
import { useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendPhoneCode, useVerifyPhone } from '../api/verify-phone';
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
      {sent && <CodeForm phone={phone} />}
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

const schema = VerifyPhoneBodySchema.pick({ code: true });

function CodeForm({ phone }: { phone: string }) {
  const t = useOrdersT();
  const verify = useVerifyPhone();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ phone, code });
      notify.success(t('orders.phone.verified'));
    } catch (error) {
      // A wrong or spent code is said beside the field, where the customer types the next one.
      setError('code', { message: errorMessage(error, t('orders.phone.failed')) });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('orders.phone.form')}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        label={t('orders.phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        error={errors.code?.message}
        wrapperClassName="max-w-48"
        {...register('code')}
      />
      <StatusButton busy={isSubmitting} className="btn-primary btn-sm mb-1">
        {t('orders.phone.verify')}
      </StatusButton>
    </form>
  );
}
