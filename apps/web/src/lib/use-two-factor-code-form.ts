import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorChangeRequestSchema, twoFactorCodeRequestSchema } from '@nova/contracts';
import { useForm } from 'react-hook-form';

/** What the form sends: the code, and the current password when `withPassword` is set. */
export interface TwoFactorCodeValues {
  code: string;
  currentPassword?: string;
}

/** The caller's submission; `showError` puts the server's refusal under its field. */
export type TwoFactorCodeSubmit = (
  values: TwoFactorCodeValues,
  showError: (message: string, path?: string) => void,
) => void;

/**
 * The code entry's logic: the contract's schema (with the password when asked), nothing sent
 * while a submission is pending, and a refusal shown under the password or, with the code
 * cleared, under the code.
 */
export function useTwoFactorCodeForm(withPassword: boolean, pending: boolean, onSubmit: TwoFactorCodeSubmit) {
  const form = useForm<TwoFactorCodeValues>({
    resolver: zodResolver(withPassword ? twoFactorChangeRequestSchema : twoFactorCodeRequestSchema),
    defaultValues: withPassword ? { code: '', currentPassword: '' } : { code: '' },
  });
  const submit = form.handleSubmit((values) => {
    if (pending) return;
    onSubmit(values, (message, path) => {
      if (withPassword && path === 'currentPassword') {
        form.setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      form.setValue('code', '');
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
    });
  });
  return { form, submit };
}
