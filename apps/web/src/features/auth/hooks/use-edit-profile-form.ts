import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type User, updateProfileRequestSchema } from '@nova/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type FormInput = z.input<typeof updateProfileRequestSchema>;
type FormOutput = z.output<typeof updateProfileRequestSchema>;
export const editProfileFields = [
  'fullName',
  'email',
  'phone',
  'showOnLeaderboard',
  'currentPassword',
  'twoFactorCode',
] as const;

/** An optional field left empty is not sent (the schema refuses an empty code). */
export const emptyIsUnset = (value: string) => (value === '' ? undefined : value);

/**
 * The profile form's logic: the contract's schema, whether the typed email changes the address (it
 * then sends the password and code proving it), and the code screen after a new address.
 */
export function useEditProfileForm(user: User, onDone: () => void) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: {
      fullName: user.fullName ?? '',
      email: user.email ?? '',
      phone: user.phone ?? '',
      showOnLeaderboard: user.showOnLeaderboard,
    },
  });
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const emailChanges =
    (typeof typedEmail === 'string' ? typedEmail.trim().toLowerCase() : '') !== (user.email ?? '');

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      {
        fullName: values.fullName ?? null,
        email: values.email ?? null,
        phone: values.phone ?? null,
        showOnLeaderboard: values.showOnLeaderboard,
        ...(emailChanges && { currentPassword: values.currentPassword, twoFactorCode: values.twoFactorCode }),
      },
      {
        onSuccess: (saved) => {
          onDone();
          if (saved.email && saved.email !== user.email) {
            const email = saved.email;
            notify.success(t`Profile updated`, {
              description: t`We sent a 6-digit code to ${email} to verify it.`,
            });
            navigate('/verify-email', { state: { codeSent: true } });
          } else notify.success(t`Profile updated`);
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, editProfileFields);
          notify.error(errorMessage(error, t`Failed to update profile`));
        },
      },
    ),
  );

  return { form, emailChanges, onSubmit, pending: update.isPending, error: update.error };
}
