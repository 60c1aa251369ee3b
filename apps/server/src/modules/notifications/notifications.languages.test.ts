import { type Language, languages } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailedApp } from '../../../test/mailed-app.ts';
import {
  bearer,
  clientAddresses,
  createMember,
  registerMember,
  TEST_PASSWORD,
} from '../../../test/members.ts';
import type { DeliveredMail, TestSmtp } from '../../../test/smtp.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Each email's subject and a phrase of its body, per language: what a reader of that language sees. */
const expected: Record<Language, Record<string, [subject: string, phrase: string]>> = {
  en: {
    verify: ['Your verification code', 'It expires in 10 minutes'],
    reset: ['Reset your password', 'Use it to set a new password'],
    passwordChanged: ['Your password was changed', 'withdrawals wait 24 hours'],
    emailChanged: ['Your email address was changed', 'undo the change within 7 days'],
    deposit: ['Your deposit was credited', 'Your deposit of 12,345.50 USDT on BEP20'],
    completed: ['Your withdrawal was sent', '12,340.50 was sent after the fee'],
    rejected: ['Your withdrawal was rejected', 'Reason: Address on a blocklist'],
    suspended: ['Your account was suspended', 'Your balances are kept'],
  },
  es: {
    verify: ['Tu código de verificación', 'Vence en 10 minutos'],
    reset: ['Restablece tu contraseña', 'Úsalo para crear una nueva contraseña'],
    passwordChanged: ['Se cambió tu contraseña', 'los retiros quedan en espera durante 24 horas'],
    emailChanged: ['Se cambió tu correo electrónico', 'deshaz el cambio en un plazo de 7 días'],
    deposit: ['Acreditamos tu depósito', 'Tu depósito de 12.345,50 USDT en la red BEP20'],
    completed: ['Enviamos tu retiro', 'enviamos 12.340,50 después de la comisión'],
    rejected: ['Tu retiro fue rechazado', 'Motivo: Address on a blocklist'],
    suspended: ['Tu cuenta fue suspendida', 'Tus saldos se conservan'],
  },
  'pt-BR': {
    verify: ['Seu código de verificação', 'Ele expira em 10 minutos'],
    reset: ['Redefina sua senha', 'Use-o para criar uma nova senha'],
    passwordChanged: ['Sua senha foi alterada', 'os saques ficam bloqueados por 24 horas'],
    emailChanged: ['Seu endereço de e-mail foi alterado', 'desfaça a alteração em até 7 dias'],
    deposit: ['Seu depósito foi creditado', 'Seu depósito de 12.345,50 USDT na rede BEP20'],
    completed: ['Seu saque foi enviado', 'enviamos 12.340,50 após a taxa'],
    rejected: ['Seu saque foi recusado', 'Motivo: Address on a blocklist'],
    suspended: ['Sua conta foi suspensa', 'Seus saldos estão preservados'],
  },
  ar: {
    verify: ['رمز التحقق الخاص بك', 'تنتهي صلاحيته خلال 10 دقائق'],
    reset: ['إعادة تعيين كلمة المرور', 'استخدمه لتعيين كلمة مرور جديدة'],
    passwordChanged: ['تم تغيير كلمة المرور', 'تُعلَّق عمليات السحب لمدة 24 ساعة'],
    emailChanged: ['تم تغيير بريدك الإلكتروني', 'فتراجع عنه خلال 7 أيام'],
    deposit: ['تمت إضافة إيداعك', 'تمت إضافة إيداعك البالغ \u206612,345.50\u2069 \u2066USDT\u2069 على شبكة'],
    completed: ['تم إرسال السحب', 'أرسلنا \u206612,340.50\u2069 بعد خصم الرسوم'],
    rejected: ['تم رفض السحب', 'السبب: Address on a blocklist'],
    suspended: ['تم تعليق حسابك', 'أرصدتك محفوظة'],
  },
};

describe("emails in the member's language", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await createMailedApp());
  });
  afterAll(() => close());

  const nextIp = clientAddresses(6);
  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? bearer(token) : {},
      remoteAddress: nextIp(),
    });
  /** The latest email to `to` whose subject ends with `subject`; fails when there is none. */
  const mailTo = async (to: string, subject: string): Promise<DeliveredMail> => {
    await smtp.drain?.();
    const mail = smtp.delivered.findLast((m) => m.to.includes(to) && m.subject === `Nova: ${subject}`);
    if (!mail) throw new Error(`no "${subject}" to ${to}`);
    return mail;
  };
  const expectMail = async (language: Language, to: string, which: string) => {
    const [subject, phrase] = expected[language][which] as [string, string];
    const mail = await mailTo(to, subject);
    expect(mail.text).toContain(phrase);
    const direction = language === 'ar' ? 'rtl' : 'ltr';
    expect(mail.html).toContain(`<html lang="${language}" dir="${direction}">`);
    return mail;
  };

  describe.each(languages)('in %s', (language) => {
    it('sends the codes and the security notices of the account in it', async () => {
      const email = `mail-${language.toLowerCase()}@example.com`;
      const member = await registerMember(t.app, { email, language });
      const verify = await expectMail(language, email, 'verify');
      const otp = /(?<!\d)(\d{6})(?!\d)/.exec(verify.text)?.[1] as string;
      // The code stays left to right inside Arabic text.
      if (language === 'ar') expect(verify.html).toContain(`<bdi dir="ltr">${otp}</bdi>`);
      expect((await post('/api/auth/verify-email', { otp }, member.token)).statusCode).toBe(200);

      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      await expectMail(language, email, 'reset');

      const changed = await post(
        '/api/auth/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: 'Newer456', confirmPassword: 'Newer456' },
        member.token,
      );
      expect(changed.statusCode).toBe(200);
      await expectMail(language, email, 'passwordChanged');

      const moved = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: bearer(member.token),
        payload: { email: `moved-${email}`, currentPassword: 'Newer456' },
        remoteAddress: nextIp(),
      });
      expect(moved.statusCode).toBe(200);
      const notice = await expectMail(language, email, 'emailChanged');
      if (language === 'ar') expect(notice.html).toContain(`<bdi dir="ltr">moved-${email}</bdi>`);
    });

    it('tells of money and of a suspension in it, amounts in its number format', async () => {
      const member = await createMember(t);
      const set = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: bearer(member.token),
        payload: { language },
        remoteAddress: nextIp(),
      });
      expect(set.statusCode).toBe(200);
      const { notifications } = t.app.services;
      const facts = { amountMicros: 12_345_500_000n, currency: 'USDT', network: 'BEP20' };
      const hash = `0x${'ab'.repeat(32)}`;
      await t.database.db.transaction(async (tx) => {
        await notifications.depositCredited(tx, member.userId, facts);
        await notifications.withdrawalCompleted(tx, member.userId, {
          ...facts,
          netMicros: 12_340_500_000n,
          transactionHash: hash,
          explorerUrl: null,
        });
        await notifications.withdrawalRejected(tx, member.userId, {
          ...facts,
          reason: 'Address on a blocklist',
        });
        await notifications.accountSuspended(tx, member.userId);
      });
      await expectMail(language, member.email, 'deposit');
      const completed = await expectMail(language, member.email, 'completed');
      expect(completed.text).toContain(hash);
      if (language === 'ar') expect(completed.html).toContain(`<bdi dir="ltr">${hash}</bdi>`);
      await expectMail(language, member.email, 'rejected');
      await expectMail(language, member.email, 'suspended');
    });
  });

  it('writes in English to a member who never chose a language', async () => {
    const member = await registerMember(t.app);
    expect(member.user.language).toBeNull();
    await expectMail('en', member.user.email as string, 'verify');
  });
});
