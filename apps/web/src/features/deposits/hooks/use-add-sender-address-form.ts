import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import {
  type AddSenderAddressRequest,
  addSenderAddressRequestSchema,
  type SenderChallenge,
} from '@nova/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useAddSenderAddress } from '../api/add-sender-address.ts';
import { useRequestSenderChallenge } from '../api/request-sender-challenge.ts';
import { signWithBrowserWallet } from '../utils/wallet-sign.ts';

export const senderAddressFields = [
  'address',
  'nonce',
  'signature',
  'currentPassword',
  'twoFactorCode',
] as const;

/**
 * Adding a sender address (decision 017): the address checked and a message issued for it, the
 * signature from the browser's wallet or pasted, then the proof sent with the current password.
 */
export function useAddSenderAddressForm(onDone: () => void) {
  const { t } = useLingui();
  const add = useAddSenderAddress();
  const ask = useRequestSenderChallenge();
  const [challenge, setChallenge] = useState<SenderChallenge>();
  const [signing, setSigning] = useState(false);
  const form = useForm<AddSenderAddressRequest>({
    resolver: zodResolver(addSenderAddressRequestSchema),
    defaultValues: { address: '', nonce: '', signature: '', currentPassword: '' },
  });

  const getMessage = async () => {
    if (!(await form.trigger('address'))) return;
    ask.mutate(
      { address: form.getValues('address') },
      {
        onSuccess: (issued) => {
          setChallenge(issued);
          form.setValue('address', issued.address);
          form.setValue('nonce', issued.nonce);
          form.setValue('signature', '');
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, senderAddressFields);
          notify.error(errorMessage(error, t`Failed to get a message to sign`));
        },
      },
    );
  };

  const signInBrowser = async () => {
    if (!challenge) return;
    setSigning(true);
    try {
      const signature = await signWithBrowserWallet(challenge.message, challenge.address);
      form.setValue('signature', signature, { shouldValidate: true });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t`The wallet did not sign the message`);
    } finally {
      setSigning(false);
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (proved) => {
        const { address } = proved;
        notify.success(t`${address} is now a proved sender address.`);
        onDone();
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, senderAddressFields);
        notify.error(errorMessage(error, t`Failed to add the sender address`));
      },
    }),
  );

  return {
    form,
    challenge,
    signing,
    getMessage,
    asking: ask.isPending,
    signInBrowser,
    restart: () => setChallenge(undefined),
    onSubmit,
    adding: add.isPending,
    addError: add.error,
  };
}
