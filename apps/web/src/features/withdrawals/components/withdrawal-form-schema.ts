import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  evmAddressInputSchema,
  findWithdrawalMethod,
  type WithdrawalRequest,
  type WithdrawalSource,
  withdrawalAmountTextSchema,
  withdrawalMethodKeySchema,
  withdrawalSourceSchema,
} from '@nova/contracts';
import { formatMicros, isMoneyString, toMicros } from '@nova/contracts/money';
import { z } from 'zod';

/** What the member may take from each source right now (decimal strings from the wallet stats). */
export type Available = Record<WithdrawalSource, string>;

/** Turns a message into the active language's words (Lingui's `_`, which changes with the language). */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * The form's rules, the server's own (rules 30 and 31) checked before sending: the minimum from
 * settings, the available balance of the chosen source, two decimals, a well-formed address. Its
 * own messages are in the language `translate` speaks.
 */
export function withdrawalFormSchema(minimum: string, available: Available, translate: Translate) {
  const minimumMessage = translate(msg`Please enter a valid amount (minimum ${minimum})`);
  return z
    .object({
      source: withdrawalSourceSchema,
      method: withdrawalMethodKeySchema,
      amount: z.string().trim().min(1, minimumMessage).pipe(withdrawalAmountTextSchema),
      walletAddress: z
        .string()
        .trim()
        .min(1, translate(msg`Please enter a valid wallet address`))
        .pipe(evmAddressInputSchema),
    })
    .superRefine((form, context) => {
      if (!isMoneyString(form.amount)) return;
      const amount = toMicros(form.amount);
      if (amount < toMicros(minimum)) {
        context.addIssue({ code: 'custom', path: ['amount'], message: minimumMessage });
      }
      const limit = toMicros(available[form.source]);
      if (amount > limit) {
        const balance = formatMicros(limit);
        const message =
          form.source === 'DEPOSIT'
            ? msg`Amount exceeds the available deposit balance (${balance})`
            : msg`Amount exceeds the available withdrawable balance (${balance})`;
        context.addIssue({ code: 'custom', path: ['amount'], message: translate(message) });
      }
    });
}

export type WithdrawalFormInput = z.input<ReturnType<typeof withdrawalFormSchema>>;
export type WithdrawalFormOutput = z.output<ReturnType<typeof withdrawalFormSchema>>;
export const withdrawalFormFields = ['source', 'method', 'amount', 'walletAddress'] as const;

export function toRequest(form: WithdrawalFormOutput): WithdrawalRequest {
  const method = findWithdrawalMethod(form.method);
  return {
    amount: form.amount,
    currency: method.currency,
    network: method.network,
    walletAddress: form.walletAddress,
    source: form.source,
  };
}

/** Submit is disabled while sending, and with an empty address or an amount that is empty, below the minimum or above the balance. */
export function canSubmit(
  form: Partial<WithdrawalFormInput>,
  minimum: string,
  available: Available,
): boolean {
  const amount = form.amount?.trim() ?? '';
  if (!form.walletAddress?.trim() || !isMoneyString(amount) || !form.source) return false;
  const micros = toMicros(amount);
  return micros > 0n && micros >= toMicros(minimum) && micros <= toMicros(available[form.source]);
}
