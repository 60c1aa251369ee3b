import { zodResolver } from '@hookform/resolvers/zod';
import { type User, updateProfileRequestSchema } from '@nova/contracts';
import { Save } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '@/components/form-error.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type FormInput = z.input<typeof updateProfileRequestSchema>;
type FormOutput = z.output<typeof updateProfileRequestSchema>;
const fields = [
  'fullName',
  'email',
  'phone',
  'showOnLeaderboard',
  'currentPassword',
  'twoFactorCode',
] as const;

/** An optional field left empty is not sent (the schema refuses an empty code). */
const emptyIsUnset = (value: string) => (value === '' ? undefined : value);

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit profile">
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
  const { errors } = form.formState;
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
            notify.success('Profile updated', {
              description: `We sent a 6-digit code to ${saved.email} to verify it.`,
            });
            navigate('/verify-email', { state: { codeSent: true } });
          } else notify.success('Profile updated');
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, fields);
          notify.error(errorMessage(error, 'Failed to update profile'));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={update.error} fallback="Failed to update profile" fields={fields} />
      <Field id="profile-fullName" label="Full name" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </Field>
      <Field
        id="profile-email"
        label="Email"
        hint="A new email must be verified with the code we send to it; withdrawals pause for 24 hours after a change."
        error={errors.email?.message}
      >
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      {emailChanges && (
        <div className="space-y-4 rounded-lg border border-border p-3" data-testid="email-change-proof">
          <Field
            id="profile-currentPassword"
            label="Current password"
            hint="Changing your email takes your password; your current address gets a link to undo the change."
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
              label="Authentication code"
              hint="From your authenticator app, or a recovery code."
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
      <Field id="profile-phone" label="Phone" error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
      </Field>
      <Controller
        control={form.control}
        name="showOnLeaderboard"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
            <div className="space-y-0.5">
              <label htmlFor="profile-showOnLeaderboard" className="text-sm font-medium">
                Show me on the members board
              </label>
              <p id="profile-showOnLeaderboard-hint" className="text-xs text-muted-foreground">
                The public board shows your first name and last initial, a masked contact, your VIP level and
                earnings. Off by default.
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
          <p>Add an email to use your wallet: deposits, VIP levels and withdrawals need a verified email.</p>
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <Save />}
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
