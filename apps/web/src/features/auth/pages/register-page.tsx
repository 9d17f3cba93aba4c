import { messages, RegisterFormSchema, TOAST_DURATIONS_MS } from '@chaka/contract';
import auth from '@chaka/contract/catalogs/en/auth.json';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { EmailField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadAuthClient, useSession } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useFinishSignIn } from '../api/use-finish-sign-in';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordField } from '../components/new-password-field';
import { PhoneSignInToggle } from '../components/phone-sign-in';
import { useReturnPath } from '../lib/return-path';
import { useAuthAttempt } from '../lib/use-auth-attempt';

// Long enough to read the whole sentence of SPEC §8.
const REGISTERED_TOAST_MS = 8000;

/**
 * Register (SPEC §2, §4): creates the account with its display name and sends the verification
 * mail, then says so in a toast. Registering signs nobody in (its answer must not tell whether the
 * address had an account, docs/decisions/011): the mail's link signs the customer in, or they log
 * in. A signed-in visitor is sent home.
 */
export function RegisterPage() {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const { busy, serverError, attempt } = useAuthAttempt();
  const t = useT(auth);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(RegisterFormSchema);

  // The page was open when the session appeared: an account just made with a phone number, whose
  // sign-in is finished as a login's is (a password sign-up signs nobody in). A visitor who came
  // signed in is sent home.
  const finishSignIn = useFinishSignIn();
  const openSignedOut = useRef(false);
  const finishing = useRef(false);
  useEffect(() => {
    if (isPending) return;
    if (!user) {
      openSignedOut.current = true;
      return;
    }
    if (!openSignedOut.current) {
      navigate(paths.home.getHref(), { replace: true });
      return;
    }
    if (finishing.current) return;
    finishing.current = true;
    void finishSignIn(user, {
      to: returnTo,
      toast: t('auth.phone.welcome', { name: user.name }),
      autoClose: TOAST_DURATIONS_MS.login,
    });
  }, [user, isPending, navigate, finishSignIn, returnTo, t]);

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    const created = await attempt(
      async () => (await loadAuthClient()).signUp.email({ name, email, password }),
      'Registration failed. Please try again.',
    );
    if (!created) return;
    notify.success(messages.auth.registered(name, email), { autoClose: REGISTERED_TOAST_MS });
    navigate(returnTo, { replace: true });
  });

  if (isPending || user) return <Spinner label={t('auth.register.checking')} />;

  return (
    <AuthLayout
      title={t('auth.register.title')}
      heading={t('auth.register.heading')}
      intro={t('auth.register.intro')}
      footer={{
        prompt: t('auth.register.prompt'),
        to: paths.auth.login.getHref(),
        label: t('auth.register.toLogin'),
      }}
      google={{ busy, busyLabel: t('auth.register.busy'), returnTo }}
    >
      <AuthForm
        label={t('auth.register.title')}
        onSubmit={onSubmit}
        error={serverError}
        submitLabel={t('auth.register.submit')}
      >
        <TextField
          label={t('auth.field.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordField
          label={t('auth.field.password')}
          error={errors.password?.message}
          {...register('password')}
        />
      </AuthForm>
      <PhoneSignInToggle mode="sign-up" />
    </AuthLayout>
  );
}
