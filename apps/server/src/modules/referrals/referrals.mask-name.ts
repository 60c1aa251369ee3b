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
