import { LoginFormSchema, messages, TOAST_DURATIONS_MS } from '@chaka/contract';
import auth from '@chaka/contract/catalogs/en/auth.json';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmailField, TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { loadAuthClient, useSession } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { useZodForm } from '@/lib/use-zod-form';
import { useFinishSignIn } from '../api/use-finish-sign-in';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { PhoneSignInToggle } from '../components/phone-sign-in';
import { useReturnPath } from '../lib/return-path';
import { useAuthAttempt } from '../lib/use-auth-attempt';

/** What an `error` from a failed Google round trip means for the user. */
function googleErrorMessage(code: string): string {
  if (code === 'account_not_linked') {
    return 'This e-mail address already has an account with a password. Please log in with your password.';
  }
  if (code === 'access_denied') return 'Google sign-in was cancelled.';
  return 'Google sign-in did not complete. Please try again, or use your e-mail and password.';
}

/**
 * Login (SPEC §2, §4): a spinner while signing in, otherwise the form; errors in red under it. A
 * session that appears here, from the form or back from Google, is finished: welcome toast for 4 s
 * and back to the page the user came from, else home.
 */
export function LoginPage() {
  const { user } = useSession();
  const returnTo = useReturnPath();
  const [search] = useSearchParams();
  const finishSignIn = useFinishSignIn();
  const finishing = useRef(false);
  const t = useT(auth);
  const googleError = search.get('error');
  const { busy, setBusy, serverError, attempt } = useAuthAttempt(
    googleError ? googleErrorMessage(googleError) : undefined,
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(LoginFormSchema);

  useEffect(() => {
    if (!user || finishing.current) return;
    finishing.current = true;
    setBusy(true);
    void finishSignIn(user, {
      to: returnTo,
      toast: messages.auth.welcomeBack(user.name),
      autoClose: TOAST_DURATIONS_MS.login,
    });
  }, [user, returnTo, finishSignIn, setBusy]);

  // On success the session updates and the effect above takes over.
  const onSubmit = handleSubmit(async ({ email, password }) => {
    await attempt(
      async () => (await loadAuthClient()).signIn.email({ email, password }),
      'Login failed. Please try again.',
    );
  });

  return (
    <AuthLayout
      title={t('auth.login.title')}
      heading={t('auth.login.heading')}
      intro={t('auth.login.intro')}
      footer={{
        prompt: t('auth.login.prompt'),
        to: paths.auth.register.getHref(),
        label: t('auth.login.toRegister'),
      }}
      google={{ busy, busyLabel: t('auth.login.busy'), returnTo }}
    >
      <AuthForm
        label={t('auth.login.title')}
        onSubmit={onSubmit}
        error={serverError}
        submitLabel={t('auth.login.submit')}
      >
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextField
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end pt-1">
          <Link to={paths.auth.resetPassword.getHref()} className="link link-hover text-sm text-primary">
            {t('auth.login.forgot')}
          </Link>
        </div>
      </AuthForm>
      <PhoneSignInToggle mode="sign-in" />
    </AuthLayout>
  );
}
