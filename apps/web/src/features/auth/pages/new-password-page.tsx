import { type NewPasswordForm, NewPasswordFormSchema } from '@chaka/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { AuthLayout } from '../components/auth-layout';
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
  } = useForm<z.input<typeof NewPasswordFormSchema>, unknown, NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const { error } = await authClient.resetPassword({ newPassword: password, token });
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
      footer={
        <>
          Link expired?{' '}
          <Link to={paths.auth.resetPassword.getHref()} className="link link-primary font-medium">
            Ask for a new one
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password" className="space-y-1">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 letters and digits, with at least one of each."
          error={errors.password?.message}
          {...register('password')}
        />
        {linkFailed && (
          <p className="mt-3 text-sm font-medium text-error" role="alert">
            This link can no longer be used.{' '}
            <Link to={paths.auth.resetPassword.getHref()} className="link">
              Send a new reset link
            </Link>
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block mt-4" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save new password
        </button>
      </form>
    </AuthLayout>
  );
}
