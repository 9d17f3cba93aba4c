import auth from '@chaka/contract/catalogs/en/auth.json';
import { type ComponentProps, forwardRef } from 'react';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';

/** A password being chosen, with the rule of SPEC §5 under it until it is broken. */
export const NewPasswordField = forwardRef<
  HTMLInputElement,
  { label: string; error?: string } & ComponentProps<'input'>
>(function NewPasswordField(props, ref) {
  const t = useT(auth);
  return (
    <TextField
      ref={ref}
      type="password"
      autoComplete="new-password"
      hint={t('auth.field.passwordHint')}
      {...props}
    />
  );
});
