import { messages, ResetRequestFormSchema } from '@chaka/contract';
import { useNavigate } from 'react-router';
import { EmailField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
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
  } = useZodForm(ResetRequestFormSchema);

  const onSubmit = handleSubmit(async ({ email }) => {
    const { error } = await (await loadAuthClient()).requestPasswordReset({ email });
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
      footer={{ prompt: 'Remembered it?', to: paths.auth.login.getHref(), label: 'Back to login' }}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Reset password" className="space-y-1">
        <EmailField error={errors.email?.message} {...register('email')} />
        <StatusButton busy={isSubmitting} className="btn-primary btn-block mt-4">
          Send reset link
        </StatusButton>
      </form>
    </AuthLayout>
  );
}
