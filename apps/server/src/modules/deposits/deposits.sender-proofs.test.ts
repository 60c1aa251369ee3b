import { Secret, TOTP } from 'otpauth';
import { getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type DepositFixture, startDepositFixture } from '../../../test/deposit-fixture.ts';
import { TEST_PASSWORD, type TestMember } from '../../../test/members.ts';
import { call, challengeFor, givePassword, proveSender, signWith } from '../../../test/sender-proofs.ts';

/** Decision 017: a sender address is proved by an EIP-191 signature of a one-time message. */
let fixture: DepositFixture;
beforeAll(async () => {
  fixture = await startDepositFixture();
});
afterAll(() => fixture.stop());

const member = async () => givePassword(fixture.t, await createMember(fixture.t));
const list = async (who: TestMember) =>
  (await call(fixture.t, who, 'GET', '/api/deposit/sender-addresses')).json().data;

async function submit(who: TestMember, body: Record<string, unknown>) {
  return call(fixture.t, who, 'POST', '/api/deposit/sender-addresses', {
    currentPassword: TEST_PASSWORD,
    ...body,
  });
}

describe('proved sender addresses', () => {
  it('adds an address proved by its signature, lists it, and removes it with the password', async () => {
    const who = await member();
    const key = generatePrivateKey();
    const address = privateKeyToAddress(key);
    const challenge = await challengeFor(fixture.t, who, address.toLowerCase());
    expect(challenge.address).toBe(address);
    expect(challenge.message).toContain(`Member: ${who.email}`);
    expect(challenge.message).toContain(`Address: ${address}`);
    expect(challenge.message).toContain(`Nonce: ${challenge.nonce}`);
    expect(new Date(challenge.expiresAt).getTime() - fixture.t.clock.now().getTime()).toBe(15 * 60_000);

    const added = await submit(who, {
      address,
      nonce: challenge.nonce,
      signature: await signWith(key, challenge.message),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ address });
    expect(await list(who)).toEqual([expect.objectContaining({ address })]);
    // Another member sees none of it.
    expect(await list(await member())).toEqual([]);

    const url = `/api/deposit/sender-addresses/${address}`;
    const wrong = await call(fixture.t, who, 'DELETE', url, { currentPassword: 'Wrong123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ path: 'currentPassword', msg: 'Current password is incorrect' }]);
    const removed = await call(fixture.t, who, 'DELETE', url, { currentPassword: TEST_PASSWORD });
    expect(removed.statusCode).toBe(200);
    expect(await list(who)).toEqual([]);
    const again = await call(fixture.t, who, 'DELETE', url, { currentPassword: TEST_PASSWORD });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a wrong signature, another address, and a used, expired or other member’s nonce', async () => {
    const [who, other] = [await member(), await member()];
    const key = generatePrivateKey();
    const address = privateKeyToAddress(key);
    const expectRefused = async (body: Record<string, unknown>, path: string, as = who) => {
      const res = await submit(as, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SIGNATURE_INVALID' });
      expect(res.json().errors[0].path).toBe(path);
      return res.json().message as string;
    };

    const first = await challengeFor(fixture.t, who, address);
    // Signed by another key; then the right key signing other words.
    const otherKey = generatePrivateKey();
    const base = { address, nonce: first.nonce };
    expect(
      await expectRefused({ ...base, signature: await signWith(otherKey, first.message) }, 'signature'),
    ).toBe('The signature does not match this address and message.');
    await expectRefused({ ...base, signature: await signWith(key, `${first.message} `) }, 'signature');
    // The message names another address than the one submitted.
    const otherAddress = privateKeyToAddress(otherKey);
    await expectRefused(
      { address: otherAddress, nonce: first.nonce, signature: await signWith(otherKey, first.message) },
      'address',
    );
    // Another member cannot use this member's nonce, even with the right signature.
    const signature = await signWith(key, first.message);
    expect(await expectRefused({ ...base, signature }, 'nonce', other)).toBe(
      'This message was not issued to you. Request a new one.',
    );
    // A wrong password keeps the nonce: the same signature then works, once.
    const wrongPassword = await submit(who, { ...base, signature, currentPassword: 'Wrong123' });
    expect(wrongPassword.statusCode).toBe(422);
    expect((await submit(who, { ...base, signature })).statusCode).toBe(201);
    expect(await expectRefused({ ...base, signature }, 'nonce')).toBe(
      'This message was already used. Request a new one.',
    );

    const late = await challengeFor(fixture.t, who, address);
    fixture.t.clock.advance(15 * 60_000);
    expect(
      await expectRefused(
        { address, nonce: late.nonce, signature: await signWith(key, late.message) },
        'nonce',
      ),
    ).toBe('This message has expired. Request a new one and sign it again.');
    // Not a signature at all: the contract refuses it.
    const malformed = await submit(who, { ...base, signature: '0x1234' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
  });

  it('needs a current two-factor code when two-factor is on', async () => {
    const who = await member();
    const setup = (await call(fixture.t, who, 'POST', '/api/auth/2fa/setup')).json();
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    const code = () => totp.generate({ timestamp: fixture.t.clock.now().getTime() });
    expect(
      (
        await call(fixture.t, who, 'POST', '/api/auth/2fa/enable', {
          code: code(),
          currentPassword: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    fixture.t.clock.advance(30_000);

    const key = generatePrivateKey();
    const missing = await proveSender(fixture.t, who, key);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { path: 'twoFactorCode', msg: 'Enter the code from your authenticator app' },
    ]);
    const wrong = await proveSender(fixture.t, who, key, { twoFactorCode: '000000' });
    expect(wrong.statusCode).toBe(422);
    const added = await proveSender(fixture.t, who, key, { twoFactorCode: code() });
    expect(added.statusCode).toBe(201);
    expect(added.json().address).toBe(getAddress(privateKeyToAddress(key)));
  });
});
