import { toMicros } from '@nova/contracts';
import { describe, expect, it } from 'vitest';
import { comparePayout, type PayoutExpectation, type PayoutLookup } from './withdrawals.payout.ts';

const recipient = '0x1111111111111111111111111111111111111111';
const expected: PayoutExpectation = {
  network: 'BEP20',
  currency: 'USDT',
  recipient,
  netMicros: toMicros('97.5'),
};
const good: PayoutLookup = {
  state: 'mined',
  succeeded: true,
  final: true,
  transfers: [
    { token: 'USDT', to: recipient.toUpperCase().replace('0X', '0x'), amountMicros: toMicros('97.5') },
  ],
};

describe('payout check', () => {
  it('accepts a final transfer of the token to the address for exactly the net amount', () => {
    expect(comparePayout(expected, good)).toMatchObject({ matches: true, problems: [], amount: '97.50' });
  });

  it('finds the matching transfer among several logs', () => {
    const other = {
      token: 'USDT' as const,
      to: '0x2222222222222222222222222222222222222222',
      amountMicros: 5n,
    };
    const noise = { token: 'USDC' as const, to: recipient, amountMicros: toMicros('97.5') };
    const lookup = { ...good, transfers: [other, noise, ...good.transfers] };
    expect(comparePayout(expected, lookup).matches).toBe(true);
  });

  it('lists every difference', () => {
    const lookup: PayoutLookup = {
      state: 'mined',
      succeeded: false,
      final: false,
      transfers: [
        { token: 'USDC', to: '0x2222222222222222222222222222222222222222', amountMicros: toMicros('100') },
      ],
    };
    expect(comparePayout(expected, lookup)).toEqual({
      matches: false,
      network: 'BEP20',
      recipient: '0x2222222222222222222222222222222222222222',
      amount: '100.00',
      currency: 'USDC',
      problems: [
        'The transaction failed on chain',
        'The transfer is in USDC, the request is in USDT',
        `Recipient 0x2222222222222222222222222222222222222222 is not the request address ${recipient}`,
        'Amount 100.00 differs from the net amount 97.50',
        'The transaction is not final yet; wait for more confirmations',
      ],
    });
  });

  it('reports a hash that is not on chain, not mined, or moves no token', () => {
    const unseen = { succeeded: false, final: false, transfers: [] };
    expect(comparePayout(expected, { ...unseen, state: 'not-found' }).problems).toEqual([
      'Transaction not found on BEP20',
    ]);
    expect(comparePayout(expected, { ...unseen, state: 'pending' }).problems).toEqual([
      'The transaction is not mined yet; wait for it to be confirmed',
    ]);
    expect(comparePayout(expected, { ...good, transfers: [] }).problems).toEqual([
      'The transaction carries no USDT or USDC transfer',
    ]);
  });
});
