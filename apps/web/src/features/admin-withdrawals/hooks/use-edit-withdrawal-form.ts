import { useLingui } from '@lingui/react/macro';
import {
  type AdminWithdrawal,
  UPDATE_FIELDS_REQUIRED_MESSAGE,
  updateWithdrawalRequestSchema,
  type WithdrawalMethodKey,
} from '@nova/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateWithdrawal } from '../api/update-withdrawal.ts';

export type EditWithdrawalErrors = Partial<
  Record<'amount' | 'walletAddress' | 'method' | 'adminNotes' | 'form', string>
>;

/**
 * The edit of a PENDING request (rule 44): the fields start empty (empty keeps the value), the
 * contract's schema checks them before sending, and the server's field errors land under their fields.
 */
export function useEditWithdrawalForm(withdrawal: AdminWithdrawal, onClose: () => void) {
  const { t } = useLingui();
  const [amount, setAmount] = useState('');
  const [walletAddress, setWalletAddress] = useState('');
  const [method, setMethod] = useState<WithdrawalMethodKey | ''>('');
  const [adminNotes, setAdminNotes] = useState('');
  const [errors, setErrors] = useState<EditWithdrawalErrors>({});
  const update = useUpdateWithdrawal();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { amount, walletAddress, method, adminNotes };
    const parsed = updateWithdrawalRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = (issue?.path[0] as keyof EditWithdrawalErrors | undefined) ?? 'form';
      setErrors({ [field]: translateServerText(issue?.message ?? UPDATE_FIELDS_REQUIRED_MESSAGE) });
      return;
    }
    update.mutate(
      { id: withdrawal.id, body },
      {
        onSuccess: () => {
          notify.success(t`Withdrawal updated successfully!`);
          onClose();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.errors : [];
          setErrors(
            Object.fromEntries(
              fieldErrors.map(({ path, msg }) => [path || 'form', translateServerText(msg)]),
            ),
          );
          notify.error(errorMessage(error, t`Failed to update withdrawal`));
        },
      },
    );
  }

  return {
    amount,
    setAmount,
    walletAddress,
    setWalletAddress,
    method,
    setMethod,
    adminNotes,
    setAdminNotes,
    errors,
    saving: update.isPending,
    onSubmit,
  };
}
