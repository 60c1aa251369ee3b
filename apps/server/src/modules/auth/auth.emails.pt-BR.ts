import type { AuthEmails } from './auth.email-texts.ts';

/** The auth module's emails in Brazilian Portuguese. */
export const ptBR: AuthEmails = {
  codes: {
    VERIFY_EMAIL: (code) => ({
      subject: 'Seu código de verificação',
      paragraphs: [
        `Seu código de verificação é ${code}.`,
        'Ele expira em 10 minutos e só pode ser usado uma vez. Se você não pediu este código, ignore este e-mail.',
      ],
      action: { label: 'Verificar seu e-mail', path: '/verify-email' },
    }),
    RESET_PASSWORD: (code) => ({
      subject: 'Redefina sua senha',
      paragraphs: [
        `Seu código de verificação é ${code}.`,
        'Use-o para criar uma nova senha para sua conta. Ele expira em 10 minutos e só pode ser usado uma vez. Se você não pediu este código, ignore este e-mail: sua senha continua a mesma.',
      ],
      action: { label: 'Criar uma nova senha', path: '/reset-password' },
    }),
  },
  passwordChanged: () => ({
    subject: 'Sua senha foi alterada',
    paragraphs: [
      'A senha da sua conta acabou de ser alterada. As outras sessões foram encerradas e os saques ficam bloqueados por 24 horas.',
      'Se não foi você, redefina sua senha imediatamente e fale com o suporte.',
    ],
    action: { label: 'Redefinir sua senha', path: '/forgot-password' },
  }),
  emailChanged: (newEmail, undoPath) => ({
    subject: 'Seu endereço de e-mail foi alterado',
    paragraphs: [
      `O e-mail da sua conta foi alterado${newEmail ? ` para ${newEmail}` : ''}; este endereço não recebe mais as mensagens da conta. Os saques ficam bloqueados por 24 horas.`,
      'Se não foi você, desfaça a alteração em até 7 dias pelo link abaixo: a conta volta para este endereço e todas as sessões são encerradas. Depois, redefina sua senha.',
    ],
    action: { label: 'Desfazer a alteração de e-mail', path: undoPath },
  }),
};
