import { PhoneCodeBodySchema, type Profile } from '@chaka/contract';
import profileCatalog from '@chaka/contract/catalogs/en/profile.json';
import { useState } from 'react';
import { PhoneCodeForm } from '@/components/phone-code-form';
import { TextField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { useSendPhoneCode } from '@/lib/phone-verification';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';

/**
 * The account's phone number and whether it is verified (issue 34), and verifying a phone with a
 * code by SMS: type the number, send the code, type the code. A verified number signs the customer
 * in and lets their cash orders to it go ahead.
 */
export function ProfilePhone({ profile }: { profile: Profile }) {
  const t = useT(profileCatalog);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section aria-labelledby="profile-phone" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="profile-phone" className="card-title">
          {t('profile.phone.title')}
        </h2>
        {profile.phoneNumber ? (
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{profile.phoneNumber}</span>
            <span className={`badge ${profile.phoneNumberVerified ? 'badge-success' : 'badge-warning'}`}>
              {t(profile.phoneNumberVerified ? 'profile.phone.verified' : 'profile.phone.notVerified')}
            </span>
          </p>
        ) : (
          <p className="text-muted">{t('profile.phone.none')}</p>
        )}
        <SendCodeForm onSent={setSentTo} sent={sentTo !== null} />
        {sentTo && (
          <PhoneCodeForm
            phone={sentTo}
            autoFocus
            text={{
              form: t('profile.phone.codeForm', { phone: sentTo }),
              code: t('profile.phone.code'),
              verify: t('profile.phone.verify'),
              failed: t('profile.phone.failed'),
            }}
            onVerified={() => {
              notify.success(t('profile.phone.done', { phone: sentTo }));
              setSentTo(null);
            }}
          />
        )}
      </div>
    </section>
  );
}

function SendCodeForm({ onSent, sent }: { onSent: (phone: string) => void; sent: boolean }) {
  const t = useT(profileCatalog);
  const send = useSendPhoneCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(PhoneCodeBodySchema, { defaultValues: { phone: '' } });
  const onSubmit = handleSubmit(async ({ phone }) => {
    try {
      const answer = await send.mutateAsync(phone);
      onSent(answer.phone);
      notify.success(t('profile.phone.sent', { phone: answer.phone }));
    } catch (error) {
      setError('phone', { message: errorMessage(error, t('profile.phone.notSent')) });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('profile.phone.form')}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        label={t('profile.phone.number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01712345678"
        error={errors.phone?.message}
        wrapperClassName="max-w-64"
        {...register('phone')}
      />
      <StatusButton busy={isSubmitting} className={`${sent ? 'btn-ghost' : 'btn-primary'} btn-sm mb-1`}>
        {t(sent ? 'profile.phone.sendAgain' : 'profile.phone.send')}
      </StatusButton>
    </form>
  );
}
