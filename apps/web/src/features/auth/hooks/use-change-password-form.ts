import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type ChangePasswordRequest, changePasswordRequestSchema } from '@nova/contracts';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';

export const changePasswordFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The password change's logic: the contract's schema, server refusals under their fields. */
export function useChangePasswordForm(onDone: () => void) {
  const { t } = useLingui();
  const change = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onDone();
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, changePasswordFields);
        notify.error(errorMessage(error, t`Failed to change password`));
      },
    }),
  );
  return { form, onSubmit, pending: change.isPending, error: change.error };
}
