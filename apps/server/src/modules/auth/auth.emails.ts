import { defaultLanguage, type Language } from '@nova/contracts';
import { type EmailContent, type EmailMessage, leftToRight } from '../../lib/email-template.ts';
import type { AuthEmails } from './auth.email-texts.ts';
import { ar } from './auth.emails.ar.ts';
import { en } from './auth.emails.en.ts';
import { es } from './auth.emails.es.ts';
import { ptBR } from './auth.emails.pt-BR.ts';
import type { EmailCodePurpose } from './auth.tables.ts';

/** Every auth email in every language (a missing translation does not compile). */
const dictionaries: Record<Language, AuthEmails> = { en, es, 'pt-BR': ptBR, ar };

/** A member's language; null (never chosen) is English. */
export interface Recipient {
  email: string;
  language: Language | null;
}

const addressed = (to: Recipient, message: EmailMessage): EmailContent => ({
  to: to.email,
  language: to.language ?? defaultLanguage,
  ...message,
});
const textsFor = (to: Recipient) => dictionaries[to.language ?? defaultLanguage];

/** A code to prove the address (verification) or to set a new password. */
export const codeEmail = (to: Recipient, code: string, purpose: EmailCodePurpose): EmailContent =>
  addressed(to, textsFor(to).codes[purpose](leftToRight(code)));

/** Security notices to a member's verified address (rule 43), queued with the change itself. */
export const securityEmails = {
  passwordChanged: (to: Recipient): EmailContent => addressed(to, textsFor(to).passwordChanged()),
  /** With the link that undoes the change for 7 days (decision 002). */
  emailChanged: (to: Recipient, newEmail: string | null, undoPath: string): EmailContent =>
    addressed(to, textsFor(to).emailChanged(newEmail && leftToRight(newEmail), undoPath)),
};
