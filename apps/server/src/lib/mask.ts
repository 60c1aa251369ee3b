/** How members are shown to anyone but themselves and the operators (rule 5): one place for every mask. */

/**
 * How another member's name is shown in member-visible lists (rule 5):
 * the first name and the initial of the last, "Jane Doe" → "Jane D."; one word stays as it is.
 */
export function maskName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return '';
  const last = rest.at(-1);
  return last ? `${first} ${last.slice(0, 1).toUpperCase()}.` : first;
}

/** 'jane@example.com' → 'j***@example.com' (rule 5: never another member's full email). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** '+15551234567' → '+1*******67'. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 2)}${'*'.repeat(Math.max(phone.length - 4, 3))}${phone.slice(-2)}`;
}

/** How a member is named to anyone else: "Jane D.", else a masked email or phone (rule 5). */
export function maskedPublicName(user: {
  fullName: string | null;
  email: string | null;
  phone: string | null;
}): string {
  if (user.fullName) return maskName(user.fullName);
  if (user.email) return maskEmail(user.email);
  return user.phone ? maskPhone(user.phone) : 'Nova member';
}
