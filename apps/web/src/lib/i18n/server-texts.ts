import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '@nova/contracts';

/**
 * The server answers in English (the spec's texts, decision 032): its `message`, each field's `msg`
 * and the contracts' validation messages the forms show. The app shows them in the member's
 * language: a text the catalogs know (the `server-texts` catalog holds every fixed text of the
 * contracts and the server, keyed by the English text itself) is translated; any other, e.g. one
 * naming an amount, is replaced by what its error code means.
 */
const codeTexts: Record<ErrorCode, MessageDescriptor> = {
  VALIDATION_FAILED: msg`Some fields are not filled in correctly.`,
  SIGNATURE_INVALID: msg`The signature does not prove this address. Ask for a new message and sign it.`,
  UNAUTHENTICATED: msg`Your session has ended. Please sign in again.`,
  INVALID_CREDENTIALS: msg`Invalid credentials`,
  FORBIDDEN: msg`You do not have access to this.`,
  EMAIL_NOT_VERIFIED: msg`Verify your email address to use your wallet.`,
  ACCOUNT_SUSPENDED: msg`Your account has been suspended. Please contact support.`,
  TWO_FACTOR_REQUIRED: msg`Turn on two-factor authentication on your profile first.`,
  FEATURE_DISABLED: msg`This feature is switched off for now.`,
  NOT_FOUND: msg`Not found.`,
  CONFLICT: msg`This changed or exists already. Reload and try again.`,
  RULE_VIOLATION: msg`This is not allowed.`,
  INSUFFICIENT_FUNDS: msg`Your balance cannot cover this amount.`,
  PAYOUT_MISMATCH: msg`The payout on chain differs from the withdrawal.`,
  PAYLOAD_TOO_LARGE: msg`The request is too large.`,
  UNSUPPORTED_MEDIA_TYPE: msg`The request could not be read.`,
  RATE_LIMITED: msg`Too many attempts. Wait a moment and try again.`,
  EMAIL_DELIVERY_FAILED: msg`The email could not be sent. Try again later.`,
  PAYMENT_PROVIDER_UNAVAILABLE: msg`The payment provider could not be reached. Nothing was charged.`,
  CHAIN_UNAVAILABLE: msg`The network could not be read right now. Nothing was changed.`,
  SERVER_BUSY: msg`The server is busy. Try again shortly.`,
  DATABASE_UNAVAILABLE: msg`The service is restarting. Nothing was changed; try again shortly.`,
  INTERNAL: msg`Something went wrong. Nothing was changed.`,
};

/** `text` from the server or the contracts, in the active language. */
export function translateServerText(text: string, code?: string): string {
  if (i18n.messages[text] !== undefined) return i18n._(text);
  if (i18n.locale === 'en' || !code || !(code in codeTexts)) return text;
  const meaning = codeTexts[code as ErrorCode];
  // The landing page does not load the `data-states` catalog (decision 032): English beats a raw id.
  return i18n.messages[meaning.id] === undefined ? text : i18n._(meaning);
}
