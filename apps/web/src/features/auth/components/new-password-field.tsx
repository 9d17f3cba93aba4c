import { type ComponentProps, forwardRef } from 'react';
import { TextField } from '@/components/ui/form-field';

/** A password being chosen, with the rule of SPEC §5 under it until it is broken. */
export const NewPasswordField = forwardRef<
  HTMLInputElement,
  { label: string; error?: string } & ComponentProps<'input'>
>(function NewPasswordField(props, ref) {
  return (
    <TextField
      ref={ref}
      type="password"
      autoComplete="new-password"
      hint="At least 8 letters and digits, with at least one of each."
      {...props}
    />
  );
});
