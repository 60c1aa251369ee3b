import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@nova/contracts';
import { Save } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { FormError } from '@/components/form-error.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { editProfileFields, emptyIsUnset, useEditProfileForm } from '../hooks/use-edit-profile-form.ts';

interface EditProfileDialogProps {
  user: User;
  /** Changing the email then takes a two-factor code as well as the password. */
  twoFactorEnabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Name, email, phone and the members-board switch (rule 35 for the board). A new or changed email is
 * unverified until its code is entered and pauses withdrawals for 24 hours (rule 11), so the
 * member goes straight to the code screen. A change of email asks the current password, and a
 * two-factor code when it is on (decision 002).
 */
export function EditProfileDialog({ user, twoFactorEnabled, open, onOpenChange }: EditProfileDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Edit profile`}>
      {open && (
        <EditProfileForm user={user} twoFactorEnabled={twoFactorEnabled} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}

function EditProfileForm({
  user,
  twoFactorEnabled,
  onDone,
}: {
  user: User;
  twoFactorEnabled: boolean;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { form, emailChanges, onSubmit, pending, error } = useEditProfileForm(user, onDone);
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={error} fallback={t`Failed to update profile`} fields={editProfileFields} />
      <Field id="profile-fullName" label={t`Full name`} error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </Field>
      <Field
        id="profile-email"
        label={t`Email`}
        hint={t`A new email must be verified with the code we send to it; withdrawals pause for 24 hours after a change.`}
        error={errors.email?.message}
      >
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      {emailChanges && (
        <div className="space-y-4 rounded-lg border border-border p-3" data-testid="email-change-proof">
          <Field
            id="profile-currentPassword"
            label={t`Current password`}
            hint={t`Changing your email takes your password; your current address gets a link to undo the change.`}
            error={errors.currentPassword?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                {...form.register('currentPassword', { setValueAs: emptyIsUnset })}
              />
            )}
          </Field>
          {twoFactorEnabled && (
            <Field
              id="profile-twoFactorCode"
              label={t`Authentication code`}
              hint={t`From your authenticator app, or a recovery code.`}
              error={errors.twoFactorCode?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  autoComplete="one-time-code"
                  spellCheck={false}
                  className="font-mono tracking-widest"
                  placeholder="123456"
                  {...form.register('twoFactorCode', { setValueAs: emptyIsUnset })}
                />
              )}
            </Field>
          )}
        </div>
      )}
      <Field id="profile-phone" label={t`Phone`} error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
      </Field>
      <Controller
        control={form.control}
        name="showOnLeaderboard"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
            <div className="space-y-0.5">
              <label htmlFor="profile-showOnLeaderboard" className="text-sm font-medium">
                <Trans>Show me on the members board</Trans>
              </label>
              <p id="profile-showOnLeaderboard-hint" className="text-xs text-muted-foreground">
                <Trans>
                  The public board shows your first name and last initial, a masked contact, your VIP level
                  and earnings. Off by default.
                </Trans>
              </p>
            </div>
            <Switch
              id="profile-showOnLeaderboard"
              aria-describedby="profile-showOnLeaderboard-hint"
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
            />
          </div>
        )}
      />
      {!user.email && (
        <Alert tone="info" className="py-3">
          <p>
            <Trans>
              Add an email to use your wallet: deposits, VIP levels and withdrawals need a verified email.
            </Trans>
          </p>
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : <Save />}
          {pending ? t`Saving...` : t`Save changes`}
        </Button>
      </div>
    </form>
  );
}
