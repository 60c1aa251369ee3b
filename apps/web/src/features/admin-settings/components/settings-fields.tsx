import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import type { SettingsFormInput, SettingsFormOutput } from './settings-form-schema.ts';

/** The building blocks of the Settings tab's sections. */
export type SettingsFormApi = UseFormReturn<SettingsFormInput, unknown, SettingsFormOutput>;

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

export function Suffixed({ suffix, children }: { suffix: string; children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <span
        className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-muted-foreground"
        aria-hidden
      >
        {suffix}
      </span>
    </div>
  );
}

type SwitchName =
  | 'isDepositEnabled'
  | 'isWithdrawalEnabled'
  | 'allowDepositWithdrawal'
  | 'earningPolicy.weekendRestricted';

export function SwitchField({
  form,
  name,
  label,
  description,
}: {
  form: SettingsFormApi;
  name: SwitchName;
  label: string;
  description: string;
}) {
  const id = name.replace('.', '-');
  return (
    <div className="flex items-start justify-between gap-4 py-1">
      <div className="space-y-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-describedby={`${id}-hint`}
          />
        )}
      />
    </div>
  );
}
