import { messages, ResetRequestFormSchema } from '@chaka/contract';
import auth from '@chaka/contract/catalogs/en/auth.json';
import { useNavigate } from 'react-router';
import { EmailField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { useZodForm } from '@/lib/use-zod-form';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { toastOutcome } from '../lib/toast-outcome';

/**
 * Reset (SPEC §2, §8): sends the reset mail, then home with a toast; an error is an error toast.
 * The answer is the same whether or not the address has an account.
 */
export function ResetPasswordPage() {
  const t = useT(auth);
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
        failed: t('auth.reset.failed'),
        done: messages.auth.resetSent(email),
      },
    );
    if (!error) navigate(paths.home.getHref());
  });

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      heading={t('auth.reset.heading')}
      intro={t('auth.reset.intro')}
      footer={{
        prompt: t('auth.reset.prompt'),
        to: paths.auth.login.getHref(),
        label: t('auth.reset.toLogin'),
      }}
    >
      <AuthForm
        label={t('auth.reset.form')}
        onSubmit={onSubmit}
        submitLabel={t('auth.reset.submit')}
        busy={isSubmitting}
      >
        <EmailField error={errors.email?.message} {...register('email')} />
      </AuthForm>
    </AuthLayout>
  );
}
