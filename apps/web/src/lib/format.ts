/**
 * Display of money received as exact decimal strings: text operations only, never a float
 * (DESIGN.md §3), so what the member reads is exactly what the ledger holds.
 */
function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1234.5" → "$1,234.50"; keeps up to 8 decimals as the wallet shows 2 to 8 (member-side §9). */
export function formatUsd(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  let digits = fraction.slice(0, 8);
  while (digits.length > 2 && digits.endsWith('0')) digits = digits.slice(0, -1);
  return `${negative ? '−' : ''}$${groupThousands(whole)}.${digits.padEnd(2, '0')}`;
}

/** A date as "12 March 2025" in the member's locale. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}
