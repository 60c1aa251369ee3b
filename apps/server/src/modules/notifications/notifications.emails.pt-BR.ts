import type { MemberEmails } from './notifications.email-texts.ts';

const withdrawalPage = { label: 'Ver seus saques', path: '/withdraw' };

/** The member emails in Brazilian Portuguese. */
export const ptBR: MemberEmails = {
  method: (currency, network) => (network ? `${currency} na rede ${network}` : currency),
  depositCredited: (amount, method) => ({
    subject: 'Seu depósito foi creditado',
    paragraphs: [`Seu depósito de ${amount} ${method} foi creditado no seu saldo.`],
    action: { label: 'Abrir seu painel', path: '/dashboard' },
  }),
  withdrawalCompleted: (amount, method, net, transactionHash, explorerUrl) => ({
    subject: 'Seu saque foi enviado',
    paragraphs: [
      `Seu saque de ${amount} ${method} foi concluído: enviamos ${net} após a taxa.`,
      ...(transactionHash ? [`Transação: ${transactionHash}`] : []),
      ...(explorerUrl ? [`Veja no explorador: ${explorerUrl}`] : []),
    ],
    action: withdrawalPage,
  }),
  withdrawalRejected: (amount, method, reason) => ({
    subject: 'Seu saque foi recusado',
    paragraphs: [
      `Seu saque de ${amount} ${method} foi recusado e o valor voltou para o seu saldo.`,
      ...(reason ? [`Motivo: ${reason}`] : []),
    ],
    action: withdrawalPage,
  }),
  accountSuspended: () => ({
    subject: 'Sua conta foi suspensa',
    paragraphs: [
      'Sua conta foi suspensa por um administrador: você não pode entrar nem movimentar fundos. Seus saldos estão preservados. Fale com o suporte.',
    ],
  }),
};
