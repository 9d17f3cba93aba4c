import { NewPasswordFormSchema } from '@chaka/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/auth';
import { useZodForm } from '@/lib/use-zod-form';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordField } from '../components/new-password-field';
import { toastOutcome } from '../lib/toast-outcome';

/** The page the reset mail links to: choose a new password (the rule of SPEC §5), then log in. */
export function NewPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [linkFailed, setLinkFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(NewPasswordFormSchema);

  const onSubmit = handleSubmit(async ({ password }) => {
    const error = await toastOutcome(
      loadAuthClient().then((client) => client.resetPassword({ newPassword: password, token })),
      {
        failed: 'The password could not be changed. Please try again.',
        done: 'Your password has been changed. Please log in with your new password.',
      },
    );
    if (error) setLinkFailed(error.code === 'INVALID_TOKEN');
    else navigate(paths.auth.login.getHref(), { replace: true });
  });

  return (
    <AuthLayout
      title="Reset"
      heading="Choose a new password"
      intro="Pick a password you do not use anywhere else."
      footer={{ prompt: 'Link expired?', to: paths.auth.resetPassword.getHref(), label: 'Ask for a new one' }}
    >
      <AuthForm
        label="Choose a new password"
        onSubmit={onSubmit}
        error={
          linkFailed && (
            <>
              This link can no longer be used.{' '}
              <Link to={paths.auth.resetPassword.getHref()} className="link">
                Send a new reset link
              </Link>
            </>
          )
        }
        submitLabel="Save new password"
        busy={isSubmitting}
      >
        <NewPasswordField label="New password" error={errors.password?.message} {...register('password')} />
      </AuthForm>
    </AuthLayout>
  );
}
