import { messages, type ResetRequestForm, ResetRequestFormSchema } from '@chaka/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { AuthLayout } from '../components/auth-layout';
import { authErrorMessage } from '../lib/auth-error';

/**
 * Reset (SPEC §2, §8): sends the reset mail, then home with a toast; an error is an error toast.
 * The answer is the same whether or not the address has an account.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ResetRequestFormSchema>, unknown, ResetRequestForm>({
    resolver: zodResolver(ResetRequestFormSchema),
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({ email });
    if (error) {
      notify.error(authErrorMessage(error, 'The reset e-mail could not be sent. Please try again.'));
      return;
    }
    notify.success(messages.auth.resetSent(email));
    navigate(paths.home.getHref());
  });

  return (
    <AuthLayout
      title="Reset"
      heading="Reset your password"
      intro="Enter the e-mail address of your account. We will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.auth.login.getHref()} className="link link-primary font-medium">
            Back to login
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Reset password" className="space-y-1">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <button type="submit" className="btn btn-primary btn-block mt-4" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Send reset link
        </button>
      </form>
    </AuthLayout>
  );
}
