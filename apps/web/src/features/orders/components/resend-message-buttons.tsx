import { type MessageChannel, type OrderDetail, routes } from '@chaka/contract';
import staff from '@chaka/contract/catalogs/en/staff.json';
import { useMutation } from '@tanstack/react-query';
import { useDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { call } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { useStatusName } from './order-labels';

const LABEL = { sms: 'resend.sms', email: 'resend.email' } as const;
const TEXT = { sms: 'resend.smsText', email: 'resend.emailText' } as const;
const SENT = { sms: 'resend.smsSent', email: 'resend.emailSent' } as const;

/**
 * "Send the SMS again" and "Send the e-mail again" on an order's page, for staff who may send an
 * order's messages again (issue 38: `messages.resend`, e.g. support on the phone with the
 * customer): the mail or SMS of the order's current status, behind the one confirmation dialog,
 * then what the server answered, or why it refused (no SMS for this step, no phone...).
 */
export function ResendMessageButtons({ order }: { order: Pick<OrderDetail, '_id' | 'status'> }) {
  const t = useT(staff);
  const statusName = useStatusName();
  const dialog = useDialog();
  const resend = useMutation({
    mutationFn: (channel: MessageChannel) =>
      call(routes.resendOrderMessage, { params: { id: order._id }, body: { channel } }),
  });

  async function send(channel: MessageChannel) {
    const confirmed = await dialog.confirm({
      title: t(LABEL[channel]),
      text: t(TEXT[channel], { status: statusName(order.status) }),
      confirmLabel: t('resend.confirm'),
    });
    if (confirmed) resend.mutate(channel);
  }

  return (
    <fieldset aria-label={t('resend.label')} className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2">
        {(['sms', 'email'] as const).map((channel) => (
          <button
            key={channel}
            type="button"
            className="btn btn-sm btn-outline"
            disabled={resend.isPending}
            onClick={() => void send(channel)}
          >
            {t(LABEL[channel])}
          </button>
        ))}
      </div>
      {resend.isSuccess && (
        <p role="status" className="text-sm text-success">
          {t(SENT[resend.data.channel], { status: statusName(resend.data.status) })}
        </p>
      )}
      <FormError>{resend.isError ? errorMessage(resend.error, t('resend.failed')) : undefined}</FormError>
    </fieldset>
  );
}
