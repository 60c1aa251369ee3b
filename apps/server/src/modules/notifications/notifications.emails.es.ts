import type { MemberEmails } from './notifications.email-texts.ts';

const withdrawalPage = { label: 'Ver tus retiros', path: '/withdraw' };

/** The member emails in Spanish. */
export const es: MemberEmails = {
  method: (currency, network) => (network ? `${currency} en la red ${network}` : currency),
  depositCredited: (amount, method) => ({
    subject: 'Acreditamos tu depósito',
    paragraphs: [`Tu depósito de ${amount} ${method} ya está acreditado en tu saldo.`],
    action: { label: 'Abrir tu panel', path: '/dashboard' },
  }),
  withdrawalCompleted: (amount, method, net, transactionHash, explorerUrl) => ({
    subject: 'Enviamos tu retiro',
    paragraphs: [
      `Tu retiro de ${amount} ${method} se completó: enviamos ${net} después de la comisión.`,
      ...(transactionHash ? [`Transacción: ${transactionHash}`] : []),
      ...(explorerUrl ? [`Consúltala en el explorador: ${explorerUrl}`] : []),
    ],
    action: withdrawalPage,
  }),
  withdrawalRejected: (amount, method, reason) => ({
    subject: 'Tu retiro fue rechazado',
    paragraphs: [
      `Tu retiro de ${amount} ${method} fue rechazado y el importe volvió a tu saldo.`,
      ...(reason ? [`Motivo: ${reason}`] : []),
    ],
    action: withdrawalPage,
  }),
  accountSuspended: () => ({
    subject: 'Tu cuenta fue suspendida',
    paragraphs: [
      'Un administrador suspendió tu cuenta: no puedes iniciar sesión ni mover fondos. Tus saldos se conservan. Ponte en contacto con soporte.',
    ],
  }),
};
