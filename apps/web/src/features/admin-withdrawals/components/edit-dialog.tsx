import { Trans, useLingui } from '@lingui/react/macro';
import { type AdminWithdrawal, type WithdrawalMethodKey, withdrawalMethodKeys } from '@nova/contracts';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Select, Textarea } from '@/components/ui/input.tsx';
import { useEditWithdrawalForm } from '../hooks/use-edit-withdrawal-form.ts';

/** Edit of a PENDING request (rule 44): empty fields are dropped; an amount change re-holds. */
export function EditDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawal | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={withdrawal !== null} onOpenChange={(open) => !open && onClose()} title={t`Edit withdrawal`}>
      {withdrawal && <EditForm key={withdrawal.id} withdrawal={withdrawal} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ withdrawal, onClose }: { withdrawal: AdminWithdrawal; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const { amount: currentAmount, walletAddress: currentAddress, method: currentMethod } = withdrawal;
  const {
    amount,
    setAmount,
    walletAddress,
    setWalletAddress,
    method,
    setMethod,
    adminNotes,
    setAdminNotes,
    errors,
    saving,
    onSubmit,
  } = useEditWithdrawalForm(withdrawal, onClose);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">
        <Trans>Leave a field empty to keep it as it is.</Trans>
      </p>
      <Field id={`${id}-amount`} label={t`Amount`} hint={t`Now ${currentAmount}`} error={errors.amount}>
        {(control) => (
          <Input
            {...control}
            type="number"
            step="0.01"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-address`}
        label={t`Wallet address`}
        hint={
          <Trans>
            Now <bdi dir="ltr">{currentAddress}</bdi>
          </Trans>
        }
        error={errors.walletAddress}
      >
        {(control) => (
          <Input
            {...control}
            className="font-mono"
            dir="ltr"
            value={walletAddress}
            onChange={(e) => setWalletAddress(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-method`} label={t`Method`} hint={t`Now ${currentMethod}`} error={errors.method}>
        {(control) => (
          <Select
            {...control}
            value={method}
            onChange={(e) => setMethod(e.target.value as WithdrawalMethodKey | '')}
          >
            <option value="">{t`Keep ${currentMethod}`}</option>
            {withdrawalMethodKeys.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}-notes`} label={t`Admin notes`} error={errors.adminNotes}>
        {(control) => (
          <Textarea
            {...control}
            className="min-h-20"
            value={adminNotes}
            onChange={(e) => setAdminNotes(e.target.value)}
          />
        )}
      </Field>
      {errors.form && (
        <p className="text-sm font-medium text-danger" role="alert">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end gap-2 border-t border-border pt-4">
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={saving}>
          <Save /> <Trans>Save changes</Trans>
        </Button>
      </div>
    </form>
  );
}
