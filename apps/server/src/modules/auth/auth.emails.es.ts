import type { AuthEmails } from './auth.email-texts.ts';

/** The auth module's emails in Spanish. */
export const es: AuthEmails = {
  codes: {
    VERIFY_EMAIL: (code) => ({
      subject: 'Tu código de verificación',
      paragraphs: [
        `Tu código de verificación es ${code}.`,
        'Vence en 10 minutos y solo se puede usar una vez. Si no lo solicitaste, ignora este correo.',
      ],
      action: { label: 'Verificar tu correo', path: '/verify-email' },
    }),
    RESET_PASSWORD: (code) => ({
      subject: 'Restablece tu contraseña',
      paragraphs: [
        `Tu código de verificación es ${code}.`,
        'Úsalo para crear una nueva contraseña para tu cuenta. Vence en 10 minutos y solo se puede usar una vez. Si no lo solicitaste, ignora este correo: tu contraseña seguirá igual.',
      ],
      action: { label: 'Crear una nueva contraseña', path: '/reset-password' },
    }),
  },
  passwordChanged: () => ({
    subject: 'Se cambió tu contraseña',
    paragraphs: [
      'La contraseña de tu cuenta acaba de cambiar. Cerramos las demás sesiones y los retiros quedan en espera durante 24 horas.',
      'Si no fuiste tú, restablece tu contraseña de inmediato y contacta con soporte.',
    ],
    action: { label: 'Restablecer tu contraseña', path: '/forgot-password' },
  }),
  emailChanged: (newEmail, undoPath) => ({
    subject: 'Se cambió tu correo electrónico',
    paragraphs: [
      `El correo de tu cuenta se cambió${newEmail ? ` a ${newEmail}` : ''}; esta dirección ya no recibirá sus mensajes. Los retiros quedan en espera durante 24 horas.`,
      'Si no fuiste tú, deshaz el cambio en un plazo de 7 días con el enlace de abajo: la cuenta vuelve a esta dirección y se cierran todas las sesiones. Después, restablece tu contraseña.',
    ],
    action: { label: 'Deshacer el cambio de correo', path: undoPath },
  }),
};
