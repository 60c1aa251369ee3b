import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  balanceOf,
  chainOf,
  claimDeposit,
  createMember,
  type DepositFixture,
  finalizeAll,
  send,
  startDepositFixture,
} from '../../../test/deposit-fixture.ts';
import type { TestMember } from '../../../test/members.ts';
import { givePassword, proveSender } from '../../../test/sender-proofs.ts';

/**
 * Decision 017, the theft it closes: two members send from one wallet (an exchange's, say) to the
 * shared company address. Every transfer here comes from the demo chain's one funded wallet, so
 * all share one sender, as such members do.
 */
let fixture: DepositFixture;
let admin: TestMember;
beforeAll(async () => {
  fixture = await startDepositFixture();
  admin = await createMember(fixture.t, { isAdmin: true });
});
afterAll(() => fixture.stop());

const company = () => chainOf(fixture, 'BEP20').companyAddress;
const sharedKey = () => chainOf(fixture, 'BEP20').demoWallet.privateKey;
const claim = (who: TestMember, hash: string) =>
  claimDeposit(fixture, who, { network: 'BEP20', transactionHash: hash });
const depositOf = async (who: TestMember, id: string) =>
  (await api(fixture.t, who, 'GET', `/api/deposit/${id}`)).json().deposit;
const approve = (id: string) => api(fixture.t, admin, 'POST', `/api/admin/deposits/${id}/approve`, {});

async function settle() {
  await finalizeAll(fixture);
  fixture.t.clock.advance(60_000);
  await fixture.t.app.services.deposits.watcher.run('BEP20');
}

describe('a transfer to the shared address belongs to whoever can prove it', () => {
  let first: TestMember;
  let owner: TestMember;
  beforeAll(async () => {
    [first, owner] = [
      await createMember(fixture.t),
      await givePassword(fixture.t, await createMember(fixture.t)),
    ];
    // The first member was approved once from the shared sender.
    const earlier = await send(fixture, 'BEP20', company(), '10');
    const claimed = await claim(first, earlier);
    await finalizeAll(fixture);
    expect((await approve(claimed.json().deposit.id)).statusCode).toBe(200);
  });

  it('does not credit another member’s later transfer to the member approved earlier, nor refuse its owner', async () => {
    const hash = await send(fixture, 'BEP20', company(), '25');
    const taken = await claim(first, hash);
    expect(taken.statusCode).toBe(201);
    expect(taken.json().deposit).toMatchObject({ status: 'PENDING', reviewRequired: true });
    const own = await claim(owner, hash);
    expect(own.statusCode).toBe(201);
    expect(own.json().deposit).toMatchObject({ status: 'PENDING', reviewRequired: true });
    await settle();
    expect(await balanceOf(fixture.t, first)).toBe('10.00');
    expect(await balanceOf(fixture.t, owner)).toBe('0.00');

    // Proving the sender afterwards does not lift the review: a re-check leaves both waiting.
    expect((await proveSender(fixture.t, owner, sharedKey())).statusCode).toBe(201);
    await settle();
    await api(fixture.t, owner, 'POST', `/api/deposit/${own.json().deposit.id}/verify`);
    expect(await depositOf(owner, own.json().deposit.id)).toMatchObject({ status: 'PENDING' });
    expect(await depositOf(first, taken.json().deposit.id)).toMatchObject({ status: 'PENDING' });
  });

  it('credits the claim of the member who proved the sender, and closes the earlier one', async () => {
    const hash = await send(fixture, 'BEP20', company(), '40');
    await finalizeAll(fixture);
    const taken = await claim(first, hash);
    expect(taken.json().deposit).toMatchObject({ status: 'PENDING', reviewRequired: true });
    const own = await claim(owner, hash);
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({
      autoConfirmed: true,
      deposit: { status: 'CONFIRMED', amount: '40.00' },
    });
    expect(await balanceOf(fixture.t, owner)).toBe('40.00');
    expect(await depositOf(first, taken.json().deposit.id)).toMatchObject({
      status: 'FAILED',
      adminNotes: "Credited to another member's claim.",
    });
    // Credited now: any further claim of it is refused as used.
    expect((await claim(await createMember(fixture.t), hash)).statusCode).toBe(409);
    expect(await balanceOf(fixture.t, first)).toBe('10.00');
  });

  it('credits a proved claim made before the transfer is final once it is', async () => {
    const hash = await send(fixture, 'BEP20', company(), '7');
    const own = await claim(owner, hash);
    expect(own.json().deposit).toMatchObject({ status: 'PENDING', reviewRequired: false });
    await settle();
    expect(await depositOf(owner, own.json().deposit.id)).toMatchObject({ status: 'CONFIRMED' });
    expect(await balanceOf(fixture.t, owner)).toBe('47.00');
  });

  it('sends a claim to review when two members proved the sender', async () => {
    const second = await givePassword(fixture.t, await createMember(fixture.t));
    expect((await proveSender(fixture.t, second, sharedKey())).statusCode).toBe(201);
    const hash = await send(fixture, 'BEP20', company(), '5');
    await finalizeAll(fixture);
    const own = await claim(owner, hash);
    expect(own.json().deposit).toMatchObject({ status: 'PENDING', reviewRequired: true });
  });

  it('shows the administrator every claimant; approving one closes the others', async () => {
    const [p, q] = [await createMember(fixture.t), await createMember(fixture.t)];
    const hash = await send(fixture, 'BEP20', company(), '12');
    await finalizeAll(fixture);
    const fromP = (await claim(p, hash)).json().deposit;
    const fromQ = (await claim(q, hash)).json().deposit;
    const seen = await api(fixture.t, admin, 'GET', `/api/admin/deposits/${fromP.id}/claimants`);
    expect(seen.statusCode).toBe(200);
    const body = seen.json();
    expect(body.claims.map((row: { user: { id: string } }) => row.user.id)).toEqual([p.userId, q.userId]);
    expect(body.claims[0]).toMatchObject({ status: 'PENDING', provedSender: false, provedSenders: [] });
    const sender = fromP.senderAddress;
    const byUser = new Map(
      body.senderClaimants.map((row: { user: { id: string } }) => [row.user.id, row] as const),
    );
    expect(byUser.get(first.userId)).toMatchObject({ credited: 1, provedSender: false });
    expect(byUser.get(owner.userId)).toMatchObject({ provedSender: true });
    expect(body.senderProvedBy.map((user: { id: string }) => user.id)).toContain(owner.userId);
    expect(body.senderAddress).toBe(sender);
    expect((await api(fixture.t, first, 'GET', `/api/admin/deposits/${fromP.id}/claimants`)).statusCode).toBe(
      403,
    );

    expect((await approve(fromQ.id)).statusCode).toBe(200);
    expect(await balanceOf(fixture.t, q)).toBe('12.00');
    expect(await depositOf(p, fromP.id)).toMatchObject({
      status: 'FAILED',
      adminNotes: "Credited to another member's claim.",
    });
    expect((await approve(fromP.id)).statusCode).toBe(409);
    expect(await balanceOf(fixture.t, p)).toBe('0.00');
  });
});
