import { messages, RegisterFormSchema } from '@chaka/contract';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormError } from '@/components/ui/form-error';
import { EmailField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadAuthClient, useSession } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { AuthLayout } from '../components/auth-layout';
import { WithGoogleSignIn } from '../components/google-button';
import { NewPasswordField } from '../components/new-password-field';
import { authErrorMessage } from '../lib/auth-error';
import { useReturnPath } from '../lib/return-path';

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
  const location = useLocation();
  const returnTo = useReturnPath();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(RegisterFormSchema);

  useEffect(() => {
    if (!isPending && user) navigate(paths.home.getHref(), { replace: true });
  }, [user, isPending, navigate]);

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setServerError(undefined);
    setBusy(true);
    const { data, error } = await (await loadAuthClient()).signUp.email({ name, email, password });
    if (error || !data) {
      setBusy(false);
      setServerError(authErrorMessage(error, 'Registration failed. Please try again.'));
      return;
    }
    notify.success(messages.auth.registered(name, email), { autoClose: REGISTERED_TOAST_MS });
    navigate(returnTo, { replace: true });
  });

  if (isPending || user) return <Spinner label="Checking your session" />;

  return (
    <AuthLayout
      title="Register"
      heading="Create your account"
      intro="One account to order parts, pay by card and follow every order."
      footer={{
        prompt: 'Already have an account?',
        to: paths.auth.login.getHref(),
        label: 'Log in',
        state: location.state,
      }}
    >
      <WithGoogleSignIn busy={busy} busyLabel="Creating your account" returnTo={returnTo}>
        <form onSubmit={onSubmit} noValidate aria-label="Register" className="space-y-1">
          <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
          <EmailField error={errors.email?.message} {...register('email')} />
          <NewPasswordField label="Password" error={errors.password?.message} {...register('password')} />
          <FormError className="mt-3">{serverError}</FormError>
          <button type="submit" className="btn btn-primary btn-block mt-4">
            Register
          </button>
        </form>
      </WithGoogleSignIn>
    </AuthLayout>
  );
}
