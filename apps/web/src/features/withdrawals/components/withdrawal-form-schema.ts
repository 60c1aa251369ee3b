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

export const sourceLabels: Record<WithdrawalSource, string> = {
  EARNINGS: 'withdrawable',
  DEPOSIT: 'deposit',
};

export function minimumMessage(minimum: string): string {
  return `Please enter a valid amount (minimum ${minimum})`;
}

/**
 * The form's rules, the server's own (rules 30 and 31) checked before sending: the minimum from
 * settings, the available balance of the chosen source, two decimals, a well-formed address.
 */
export function withdrawalFormSchema(minimum: string, available: Available) {
  return z
    .object({
      source: withdrawalSourceSchema,
      method: withdrawalMethodKeySchema,
      amount: z.string().trim().min(1, minimumMessage(minimum)).pipe(withdrawalAmountTextSchema),
      walletAddress: z
        .string()
        .trim()
        .min(1, 'Please enter a valid wallet address')
        .pipe(evmAddressInputSchema),
    })
    .superRefine((form, context) => {
      if (!isMoneyString(form.amount)) return;
      const amount = toMicros(form.amount);
      if (amount < toMicros(minimum)) {
        context.addIssue({ code: 'custom', path: ['amount'], message: minimumMessage(minimum) });
      }
      const limit = toMicros(available[form.source]);
      if (amount > limit) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: `Amount exceeds the available ${sourceLabels[form.source]} balance (${formatMicros(limit)})`,
        });
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
