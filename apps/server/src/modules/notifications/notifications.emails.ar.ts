import type { MemberEmails } from './notifications.email-texts.ts';

const withdrawalPage = { label: 'عرض عمليات السحب', path: '/withdraw' };

/** The member emails in Arabic (rendered right to left). */
export const ar: MemberEmails = {
  method: (currency, network) => (network ? `${currency} على شبكة ${network}` : currency),
  depositCredited: (amount, method) => ({
    subject: 'تمت إضافة إيداعك',
    paragraphs: [`تمت إضافة إيداعك البالغ ${amount} ${method} إلى رصيدك.`],
    action: { label: 'فتح لوحة التحكم', path: '/dashboard' },
  }),
  withdrawalCompleted: (amount, method, net, transactionHash, explorerUrl) => ({
    subject: 'تم إرسال السحب',
    paragraphs: [
      `اكتمل سحبك البالغ ${amount} ${method}: أرسلنا ${net} بعد خصم الرسوم.`,
      ...(transactionHash ? [`المعاملة: ${transactionHash}`] : []),
      ...(explorerUrl ? [`اعرضها في مستكشف الشبكة: ${explorerUrl}`] : []),
    ],
    action: withdrawalPage,
  }),
  withdrawalRejected: (amount, method, reason) => ({
    subject: 'تم رفض السحب',
    paragraphs: [
      `تم رفض سحبك البالغ ${amount} ${method}، وأُعيد المبلغ إلى رصيدك.`,
      ...(reason ? [`السبب: ${reason}`] : []),
    ],
    action: withdrawalPage,
  }),
  accountSuspended: () => ({
    subject: 'تم تعليق حسابك',
    paragraphs: [
      'علّق أحد المسؤولين حسابك: لا يمكنك تسجيل الدخول أو تحويل الأموال. أرصدتك محفوظة. يُرجى التواصل مع الدعم.',
    ],
  }),
};
