import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddSenderAddressRequest,
  addSenderAddressRequestSchema,
  type SenderChallenge,
} from '@nova/contracts';
import { PenLine, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { formatDateTime } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useAddSenderAddress } from '../api/add-sender-address.ts';
import { useRequestSenderChallenge } from '../api/request-sender-challenge.ts';
import { hasBrowserWallet, signWithBrowserWallet } from '../utils/wallet-sign.ts';

const fields = ['address', 'nonce', 'signature', 'currentPassword', 'twoFactorCode'] as const;

/**
 * Adding a sender address (decision 017): the address, then the message Nova issues for it,
 * signed by the browser's wallet or pasted from elsewhere, then the current password (and a
 * two-factor code when enrolled).
 */
export function AddSenderAddressForm({
  twoFactorEnabled,
  onDone,
}: {
  twoFactorEnabled: boolean;
  onDone: () => void;
}) {
  const add = useAddSenderAddress();
  const ask = useRequestSenderChallenge();
  const [challenge, setChallenge] = useState<SenderChallenge>();
  const [signing, setSigning] = useState(false);
  const form = useForm<AddSenderAddressRequest>({
    resolver: zodResolver(addSenderAddressRequestSchema),
    defaultValues: { address: '', nonce: '', signature: '', currentPassword: '' },
  });
  const { errors } = form.formState;

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
          showServerFieldErrors(error, form.setError, fields);
          notify.error(errorMessage(error, 'Failed to get a message to sign'));
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
      notify.error(error instanceof Error ? error.message : 'The wallet did not sign the message');
    } finally {
      setSigning(false);
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (proved) => {
        notify.success(`${proved.address} is now a proved sender address.`);
        onDone();
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, fields);
        notify.error(errorMessage(error, 'Failed to add the sender address'));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="add-sender-address-form">
      <FormError error={add.error} fallback="Failed to add the sender address" fields={fields} />
      <Field
        id="sender-address"
        label="Address you send from"
        hint="The wallet address your deposits come from (0x…)."
        error={errors.address?.message}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            readOnly={Boolean(challenge)}
            {...form.register('address')}
          />
        )}
      </Field>
      {challenge ? (
        <SignStep
          challenge={challenge}
          signing={signing}
          onSign={signInBrowser}
          onRestart={() => setChallenge(undefined)}
          signatureError={errors.signature?.message ?? errors.nonce?.message}
          signatureField={form.register('signature')}
        />
      ) : (
        <Button type="button" variant="outline" onClick={getMessage} disabled={ask.isPending}>
          {ask.isPending ? <Spinner /> : <PenLine />}
          Get the message to sign
        </Button>
      )}
      {challenge && (
        <>
          <Field
            id="sender-current-password"
            label="Current password"
            error={errors.currentPassword?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </Field>
          {twoFactorEnabled && (
            <Field
              id="sender-two-factor-code"
              label="Authentication code"
              error={errors.twoFactorCode?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  {...form.register('twoFactorCode')}
                />
              )}
            </Field>
          )}
        </>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        {challenge && (
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? <Spinner /> : <Plus />}
            Add sender address
          </Button>
        )}
      </div>
    </form>
  );
}

function SignStep(props: {
  challenge: SenderChallenge;
  signing: boolean;
  onSign: () => void;
  onRestart: () => void;
  signatureError?: string;
  signatureField: ReturnType<ReturnType<typeof useForm<AddSenderAddressRequest>>['register']>;
}) {
  const { challenge } = props;
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <p className="text-sm font-medium">Message to sign</p>
        <pre
          data-testid="sender-message"
          className="overflow-x-auto whitespace-pre-wrap break-all rounded-md border border-border bg-surface-muted p-3 font-mono text-xs"
        >
          {challenge.message}
        </pre>
        <p className="text-xs text-muted-foreground">
          Sign it with the wallet that holds this address (personal_sign) before{' '}
          {formatDateTime(challenge.expiresAt)}. It moves no funds.{' '}
          <button type="button" className="underline" onClick={props.onRestart}>
            Use another address
          </button>
        </p>
      </div>
      {hasBrowserWallet() && (
        <Button type="button" variant="outline" onClick={props.onSign} disabled={props.signing}>
          {props.signing ? <Spinner /> : <PenLine />}
          Sign with my browser wallet
        </Button>
      )}
      <Field
        id="sender-signature"
        label="Signature"
        hint="Filled in by your browser wallet, or paste the signature your wallet made elsewhere (0x…)."
        error={props.signatureError}
      >
        {(control) => (
          <Textarea
            {...control}
            spellCheck={false}
            className="min-h-20 font-mono text-xs"
            {...props.signatureField}
          />
        )}
      </Field>
    </div>
  );
}
