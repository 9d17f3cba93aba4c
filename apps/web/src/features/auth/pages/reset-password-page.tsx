import { messages, ResetRequestFormSchema } from '@chaka/contract';
import { useNavigate } from 'react-router';
import { EmailField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/auth';
import { useZodForm } from '@/lib/use-zod-form';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { toastOutcome } from '../lib/toast-outcome';

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
    const error = await toastOutcome(
      loadAuthClient().then((client) => client.requestPasswordReset({ email })),
      {
        failed: 'The reset e-mail could not be sent. Please try again.',
        done: messages.auth.resetSent(email),
      },
    );
    if (!error) navigate(paths.home.getHref());
  });

  return (
    <AuthLayout
      title="Reset"
      heading="Reset your password"
      intro="Enter the e-mail address of your account. We will send you a link to choose a new password."
      footer={{ prompt: 'Remembered it?', to: paths.auth.login.getHref(), label: 'Back to login' }}
    >
      <AuthForm label="Reset password" onSubmit={onSubmit} submitLabel="Send reset link" busy={isSubmitting}>
        <EmailField error={errors.email?.message} {...register('email')} />
      </AuthForm>
    </AuthLayout>
  );
}
