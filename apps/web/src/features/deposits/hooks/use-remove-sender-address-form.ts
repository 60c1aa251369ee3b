import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type RemoveSenderAddressRequest, removeSenderAddressRequestSchema } from '@nova/contracts';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { notify } from '@/lib/toast.ts';
import { useRemoveSenderAddress } from '../api/remove-sender-address.ts';

const removeFields = ['currentPassword', 'twoFactorCode'] as const;

/** Removing a proved sender address takes the current password, and the two-factor code when on. */
export function useRemoveSenderAddressForm(address: string, onDone: () => void) {
  const { t } = useLingui();
  const remove = useRemoveSenderAddress();
  const form = useForm<RemoveSenderAddressRequest>({
    resolver: zodResolver(removeSenderAddressRequestSchema),
    defaultValues: { currentPassword: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    remove.mutate(
      { address, ...values },
      {
        onSuccess: ({ message }) => {
          notify.success(translateServerText(message));
          onDone();
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, removeFields);
          notify.error(errorMessage(error, t`Failed to remove the sender address`));
        },
      },
    ),
  );
  return { form, onSubmit, pending: remove.isPending };
}
