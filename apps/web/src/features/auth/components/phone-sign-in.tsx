import { BangladeshPhoneSchema, NameSchema, PhoneCodeSchema, phoneMessages, routes } from '@chaka/contract';
import auth from '@chaka/contract/catalogs/en/auth.json';
import { useId, useState } from 'react';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-field';
import { call } from '@/lib/api-client';
import { loadAuthClient } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { useZodForm } from '@/lib/use-zod-form';
import { useAuthAttempt } from '../lib/use-auth-attempt';
import { AuthForm } from './auth-form';

type Mode = 'sign-in' | 'sign-up';

const numberForm = z.object({ phone: BangladeshPhoneSchema, name: NameSchema.optional() });
// Signing up needs the name; the fields are the same, so one form type serves both.
const numberAndName = numberForm.extend({ name: NameSchema }) as unknown as typeof numberForm;
const codeForm = z.object({ code: PhoneCodeSchema, name: NameSchema.optional() });

/**
 * Signing in, or up, with a mobile number and a code by SMS (issue 34): the number (and, to sign
 * up, the name), then the code, which POST /api/auth/phone-number/verify takes. Once signed in the
 * session appears and the page finishes the sign-in as for a password. A number with no account
 * yet asks for the name beside the code, which stays good for that retry.
 */
export function PhoneSignIn({ mode }: { mode: Mode }) {
  const [sent, setSent] = useState<{ phone: string; name?: string } | null>(null);
  return sent ? (
    <CodeStep mode={mode} phone={sent.phone} name={sent.name} onOtherNumber={() => setSent(null)} />
  ) : (
    <NumberStep mode={mode} onSent={setSent} />
  );
}

function NumberStep({
  mode,
  onSent,
}: {
  mode: Mode;
  onSent: (sent: { phone: string; name?: string }) => void;
}) {
  const t = useT(auth);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(mode === 'sign-up' ? numberAndName : numberForm);
  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const answer = await call(routes.sendSignInCode, { body: { phone: values.phone } });
      onSent({ phone: answer.phone, name: values.name });
    } catch (error) {
      setServerError(errorMessage(error, t('auth.phone.notSent')));
    }
  });
  return (
    <AuthForm
      label={t(mode === 'sign-up' ? 'auth.phone.signUp' : 'auth.phone.signIn')}
      onSubmit={onSubmit}
      error={serverError}
      busy={isSubmitting}
      submitLabel={t('auth.phone.send')}
    >
      {mode === 'sign-up' && (
        <TextField
          label={t('auth.field.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
      )}
      <TextField
        label={t('auth.phone.number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01712345678"
        error={errors.phone?.message}
        {...register('phone')}
      />
    </AuthForm>
  );
}

function CodeStep({
  mode,
  phone,
  name,
  onOtherNumber,
}: {
  mode: Mode;
  phone: string;
  name?: string;
  onOtherNumber: () => void;
}) {
  const t = useT(auth);
  const hintId = useId();
  const { busy, serverError, attempt } = useAuthAttempt();
  // Signing in with a number that has no account yet: the customer's name makes one.
  const [needsName, setNeedsName] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(codeForm, { defaultValues: { code: '', name } });
  const onSubmit = handleSubmit(async (values) => {
    // Signed in, the session appears and the page goes on; the spinner stays meanwhile.
    await attempt(async () => {
      const client = await loadAuthClient();
      const answer = await client.phoneNumber.verify({
        phoneNumber: phone,
        code: values.code,
        name: values.name,
      });
      const said = answer.error?.message;
      if (said === phoneMessages.nameForNewAccount || said === translated(phoneMessages.nameForNewAccount)) {
        setNeedsName(true);
      }
      return answer;
    }, t('auth.phone.failed'));
  });
  return (
    <div className="space-y-3">
      <p id={hintId} className="text-sm text-muted" role="status">
        {t('auth.phone.sent', { phone })}
      </p>
      <AuthForm
        label={t('auth.phone.codeForm')}
        onSubmit={onSubmit}
        error={serverError}
        busy={busy}
        submitLabel={t(mode === 'sign-up' || needsName ? 'auth.phone.create' : 'auth.phone.submit')}
      >
        {needsName && mode === 'sign-in' && (
          <TextField
            label={t('auth.field.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
        )}
        <TextField
          label={t('auth.phone.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          autoFocus
          aria-describedby={hintId}
          error={errors.code?.message}
          {...register('code')}
        />
      </AuthForm>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onOtherNumber}>
        {t('auth.phone.otherNumber')}
      </button>
    </div>
  );
}

/**
 * "Sign in with phone" / "Sign up with phone" under the e-mail form: a button that opens the phone
 * steps in place (and closes them), so the e-mail form stays the first thing on the page.
 */
export function PhoneSignInToggle({ mode }: { mode: Mode }) {
  const t = useT(auth);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const title = t(mode === 'sign-up' ? 'auth.phone.signUp' : 'auth.phone.signIn');
  return (
    <section className="mt-6 border-t border-base-300 pt-6">
      <p className="mb-3 text-center text-sm text-muted">{t('auth.phone.or')}</p>
      <button
        type="button"
        className="btn btn-outline btn-block"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {title}
      </button>
      <div id={panelId} className="mt-4 space-y-3">
        {open && (
          <>
            <p className="text-sm text-muted">
              {t(mode === 'sign-up' ? 'auth.phone.introSignUp' : 'auth.phone.introSignIn')}
            </p>
            <PhoneSignIn mode={mode} />
          </>
        )}
      </div>
    </section>
  );
}
