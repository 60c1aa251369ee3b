import { Trans, useLingui } from '@lingui/react/macro';
import type { SenderChallenge } from '@nova/contracts';
import { PenLine, Plus } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { senderAddressFields, useAddSenderAddressForm } from '../hooks/use-add-sender-address-form.ts';
import { hasBrowserWallet } from '../utils/wallet-sign.ts';

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
  const { t } = useLingui();
  const { form, challenge, signing, getMessage, asking, signInBrowser, restart, onSubmit, adding, addError } =
    useAddSenderAddressForm(onDone);
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="add-sender-address-form">
      <FormError
        error={addError}
        fallback={t`Failed to add the sender address`}
        fields={senderAddressFields}
      />
      <Field
        id="sender-address"
        label={t`Address you send from`}
        hint={t`The wallet address your deposits come from (0x…).`}
        error={errors.address?.message}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            dir="ltr"
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
          onRestart={restart}
          signatureError={errors.signature?.message ?? errors.nonce?.message}
          signatureField={form.register('signature')}
        />
      ) : (
        <Button type="button" variant="outline" onClick={getMessage} disabled={asking}>
          {asking ? <Spinner /> : <PenLine />}
          <Trans>Get the message to sign</Trans>
        </Button>
      )}
      {challenge && (
        <>
          <Field
            id="sender-current-password"
            label={t`Current password`}
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
              label={t`Authentication code`}
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
          <Trans>Cancel</Trans>
        </Button>
        {challenge && (
          <Button type="submit" disabled={adding}>
            {adding ? <Spinner /> : <Plus />}
            <Trans>Add sender address</Trans>
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
  signatureField: UseFormRegisterReturn<'signature'>;
}) {
  const { t } = useLingui();
  const { challenge } = props;
  const deadline = formatDateTime(challenge.expiresAt);
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <p className="text-sm font-medium">
          <Trans>Message to sign</Trans>
        </p>
        <pre
          data-testid="sender-message"
          dir="ltr"
          className="overflow-x-auto whitespace-pre-wrap break-all rounded-md border border-border bg-surface-muted p-3 font-mono text-xs"
        >
          {challenge.message}
        </pre>
        <p className="text-xs text-muted-foreground">
          <Trans>
            Sign it with the wallet that holds this address (personal_sign) before {deadline}. It moves no
            funds.
          </Trans>{' '}
          <button type="button" className="underline" onClick={props.onRestart}>
            <Trans>Use another address</Trans>
          </button>
        </p>
      </div>
      {hasBrowserWallet() && (
        <Button type="button" variant="outline" onClick={props.onSign} disabled={props.signing}>
          {props.signing ? <Spinner /> : <PenLine />}
          <Trans>Sign with my browser wallet</Trans>
        </Button>
      )}
      <Field
        id="sender-signature"
        label={t`Signature`}
        hint={t`Filled in by your browser wallet, or paste the signature your wallet made elsewhere (0x…).`}
        error={props.signatureError}
      >
        {(control) => (
          <Textarea
            {...control}
            spellCheck={false}
            className="min-h-20 font-mono text-xs"
            dir="ltr"
            {...props.signatureField}
          />
        )}
      </Field>
    </div>
  );
}
