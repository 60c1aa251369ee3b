import { i18n, type Messages } from '@lingui/core';
import type { Transparency } from '@nova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { balancesSentence, poolSentence } from './verdict-sentences.ts';

const spanish = import.meta.glob<{ messages: Messages }>('../../../locales/es/transparency.po', {
  eager: true,
});

/** The figures of GET /public/transparency that the sentences read. */
function figures(input: {
  assets: string;
  owed: string;
  ratio: string | null;
  pool: string;
  daily: string;
  days: string | null;
  waiting: number;
  balancesCovered: boolean;
  poolCovered: boolean;
}): Transparency {
  return {
    totalAssets: input.assets,
    memberBalances: { deposits: input.owed, earnings: '0', total: input.owed },
    coverageRatio: input.ratio,
    rewardsPool: input.pool,
    dailyObligation: input.daily,
    coverageDays: input.days,
    unfundedRewards: { count: input.waiting, amount: '0' },
    verdict: {
      balances: { covered: input.balancesCovered, sentence: '' },
      pool: { covered: input.poolCovered, sentence: '' },
    },
  } as unknown as Transparency;
}

const short = figures({
  assets: '800',
  owed: '1000.129',
  ratio: '0.79',
  pool: '25',
  daily: '10',
  days: '2.5',
  waiting: 1,
  balancesCovered: false,
  poolCovered: false,
});

describe('the verdict in the member language', () => {
  afterEach(() => i18n.activate('en'));

  it("reads in English exactly as the server's sentences", () => {
    expect(balancesSentence(short)).toBe(
      'Member balances are not fully covered: assets held cover 0.79× of them, $200.12 short.',
    );
    expect(poolSentence(short)).toBe(
      "The rewards pool covers only 2 days of rewards at today's memberships; when it runs out, rewards are not paid until the operator funds it. 1 reward is waiting for funds.",
    );
    const comfortable = figures({
      assets: '3000',
      owed: '1000',
      ratio: '3.00',
      pool: '12000',
      daily: '10',
      days: '1200.0',
      waiting: 0,
      balancesCovered: true,
      poolCovered: true,
    });
    expect(balancesSentence(comfortable)).toBe('Member balances are covered 3.00× by assets held.');
    expect(poolSentence(comfortable)).toBe(
      "The rewards pool covers 1200 days of rewards at today's memberships.",
    );
    const empty = { ...comfortable, coverageRatio: null, coverageDays: null } as Transparency;
    expect(balancesSentence(empty)).toBe('No member balances are owed right now.');
    expect(poolSentence(empty)).toBe("No daily rewards are owed at today's memberships.");
  });

  it('reads in Spanish from its catalog', () => {
    for (const { messages } of Object.values(spanish)) i18n.load('es', messages);
    i18n.activate('es');
    expect(poolSentence(short)).toBe(
      'Con las membresías de hoy, el fondo de recompensas cubre solo 2 días de recompensas; cuando se agote, no se pagarán recompensas hasta que el operador lo financie. 1 recompensa espera fondos.',
    );
  });
});
