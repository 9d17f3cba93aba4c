import { NewPasswordFormSchema } from '@chaka/contract';
import auth from '@chaka/contract/catalogs/en/auth.json';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { useZodForm } from '@/lib/use-zod-form';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordField } from '../components/new-password-field';
import { toastOutcome } from '../lib/toast-outcome';

/** The page the reset mail links to: choose a new password (the rule of SPEC §5), then log in. */
export function NewPasswordPage() {
  const t = useT(auth);
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
        failed: t('auth.newPassword.failed'),
        done: t('auth.newPassword.done'),
      },
    );
    if (error) setLinkFailed(error.code === 'INVALID_TOKEN');
    else navigate(paths.auth.login.getHref(), { replace: true });
  });

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      heading={t('auth.newPassword.heading')}
      intro={t('auth.newPassword.intro')}
      footer={{
        prompt: t('auth.newPassword.prompt'),
        to: paths.auth.resetPassword.getHref(),
        label: t('auth.newPassword.askNew'),
      }}
    >
      <AuthForm
        label={t('auth.newPassword.heading')}
        onSubmit={onSubmit}
        error={
          linkFailed && (
            <>
              {t('auth.newPassword.linkUsed')}{' '}
              <Link to={paths.auth.resetPassword.getHref()} className="link">
                {t('auth.newPassword.sendNew')}
              </Link>
            </>
          )
        }
        submitLabel={t('auth.newPassword.submit')}
        busy={isSubmitting}
      >
        <NewPasswordField
          label={t('auth.newPassword.field')}
          error={errors.password?.message}
          {...register('password')}
        />
      </AuthForm>
    </AuthLayout>
  );
}
