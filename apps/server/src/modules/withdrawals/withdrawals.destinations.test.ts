import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { creditEarnings, payoutAddress, requestWithdrawal } from '../../../test/withdrawal-fixtures.ts';
import { newId } from '../../lib/ids.ts';
import { depositAddresses } from '../deposits/deposits.tables.ts';
import { destinationMessages } from './withdrawals.destinations.ts';

/** Rule 34: money leaves only to a wallet outside Nova. */
const COMPANY_BSC = '0x1111111111111111111111111111111111111111';
const COMPANY_POLYGON = '0x2222222222222222222222222222222222222222';
const OTHER_MEMBERS_DEPOSIT_ADDRESS = '0x3333333333333333333333333333333333333333';

describe('withdrawal destinations', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ COMPANY_ADDRESS_BSC: COMPANY_BSC, COMPANY_ADDRESS_POLYGON: COMPANY_POLYGON });
    member = await createMember(t);
    await creditEarnings(t, member.userId, '100');
    const other = await createMember(t);
    await t.database.db.insert(depositAddresses).values({
      id: newId(),
      userId: other.userId,
      derivationIndex: 7,
      address: OTHER_MEMBERS_DEPOSIT_ADDRESS,
      createdAt: t.clock.now(),
    });
  });
  afterAll(() => t.close());

  it.each([
    ['the zero address', `0x${'0'.repeat(40)}`, destinationMessages.zero],
    [
      'the BSC USDT contract',
      '0x55d398326f99059fF775485246999027B3197955',
      destinationMessages.tokenContract,
    ],
    [
      'the Polygon USDC contract (lower case)',
      '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
      destinationMessages.tokenContract,
    ],
    ['the BSC company address', COMPANY_BSC, destinationMessages.company],
    ['the Polygon company address, on BSC', COMPANY_POLYGON, destinationMessages.company],
    ["another member's deposit address", OTHER_MEMBERS_DEPOSIT_ADDRESS, destinationMessages.depositAddress],
    [
      'a mixed-case address with a wrong checksum',
      '0x8ba1f109551bD432803012645Ac136ddd64DBa72',
      'Please enter a valid wallet address',
    ],
  ])('refuses %s with the reason, holding nothing', async (_name, walletAddress, msg) => {
    const res = await requestWithdrawal(t, member.token, { amount: '20', walletAddress });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: msg,
      code: 'RULE_VIOLATION',
      errors: [{ path: 'walletAddress', msg }],
    });
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/stats',
      headers: bearer(member.token),
    });
    expect(stats.json().heldEarnings).toBe('0.00');
  });

  it('pays a wallet outside Nova, and an administrator cannot edit it to a refused address', async () => {
    const res = await requestWithdrawal(t, member.token, { amount: '20', walletAddress: payoutAddress });
    expect(res.statusCode).toBe(201);
    const admin = await createMember(t, { isAdmin: true });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/withdrawals/${res.json().withdrawal.id}`,
      headers: bearer(admin.token),
      payload: { walletAddress: COMPANY_BSC },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual([{ path: 'walletAddress', msg: destinationMessages.company }]);
  });
});
