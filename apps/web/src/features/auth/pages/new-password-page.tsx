import { NewPasswordFormSchema } from '@chaka/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormError } from '@/components/ui/form-error';
import { StatusButton } from '@/components/ui/status-button';
import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordField } from '../components/new-password-field';
import { authErrorMessage } from '../lib/auth-error';

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
    const { error } = await (await loadAuthClient()).resetPassword({ newPassword: password, token });
    if (error) {
      setLinkFailed(error.code === 'INVALID_TOKEN');
      notify.error(authErrorMessage(error, 'The password could not be changed. Please try again.'));
      return;
    }
    notify.success('Your password has been changed. Please log in with your new password.');
    navigate(paths.auth.login.getHref(), { replace: true });
  });

  return (
    <AuthLayout
      title="Reset"
      heading="Choose a new password"
      intro="Pick a password you do not use anywhere else."
      footer={{ prompt: 'Link expired?', to: paths.auth.resetPassword.getHref(), label: 'Ask for a new one' }}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password" className="space-y-1">
        <NewPasswordField label="New password" error={errors.password?.message} {...register('password')} />
        {linkFailed && (
          <FormError className="mt-3">
            This link can no longer be used.{' '}
            <Link to={paths.auth.resetPassword.getHref()} className="link">
              Send a new reset link
            </Link>
          </FormError>
        )}
        <StatusButton busy={isSubmitting} className="btn-primary btn-block mt-4">
          Save new password
        </StatusButton>
      </form>
    </AuthLayout>
  );
}
