import { VerifyPhoneBodySchema } from '@chaka/contract';
import { TextField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { useVerifyPhone } from '@/lib/phone-verification';
import { useZodForm } from '@/lib/use-zod-form';

const schema = VerifyPhoneBodySchema.pick({ code: true });

export interface PhoneCodeFormText {
  /** The form's accessible name. */
  form: string;
  /** The code field's label. */
  code: string;
  verify: string;
  /** Said beside the field when the code could not be checked and the server gave no reason. */
  failed: string;
}

/**
 * The second step of verifying a phone: type the code the SMS brought. A wrong or spent code is
 * said beside the field, where the customer types the next one (profile and order page alike).
 */
export function PhoneCodeForm({
  phone,
  text,
  onVerified,
  autoFocus = false,
}: {
  phone: string;
  text: PhoneCodeFormText;
  onVerified: () => void;
  autoFocus?: boolean;
}) {
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
      onVerified();
    } catch (error) {
      setError('code', { message: errorMessage(error, text.failed) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={text.form} className="flex flex-wrap items-end gap-2">
      <TextField
        label={text.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        autoFocus={autoFocus}
        error={errors.code?.message}
        wrapperClassName="max-w-48"
        {...register('code')}
      />
      <StatusButton busy={isSubmitting} className="btn-primary btn-sm mb-1">
        {text.verify}
      </StatusButton>
    </form>
  );
}
