import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bytesToHex } from 'viem';
import { HDKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDepositKeyPair,
  DEPOSIT_INDEX_MAX,
  depositAddressAt,
  loadOrCreateDemoDepositKey,
  parseDepositXpub,
} from './chain.addresses.ts';

/**
 * Account key m/44'/60'/0' of the well-known test mnemonic "test test … junk": its addresses
 * m/44'/60'/0'/0/{0,1,2} are published in every Ethereum development tool's documentation.
 */
const knownXpub =
  'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP';

const tempDir = mkdtempSync(path.join(tmpdir(), 'nova-deposit-key-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('personal deposit addresses', () => {
  it('derives the known addresses of a standard wallet', () => {
    const key = parseDepositXpub(knownXpub);
    expect([0, 1, 2].map((index) => depositAddressAt(key, index))).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    ]);
  });

  it('is deterministic and distinct per member index', () => {
    const first = parseDepositXpub(knownXpub);
    const second = parseDepositXpub(` ${knownXpub}\n`);
    expect(depositAddressAt(first, 41)).toBe(depositAddressAt(second, 41));
    expect(depositAddressAt(first, 41)).not.toBe(depositAddressAt(first, 42));
    expect(depositAddressAt(first, DEPOSIT_INDEX_MAX)).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('refuses out-of-range indexes, private keys and malformed keys', () => {
    const key = parseDepositXpub(knownXpub);
    expect(() => depositAddressAt(key, -1)).toThrow(RangeError);
    expect(() => depositAddressAt(key, DEPOSIT_INDEX_MAX + 1)).toThrow(RangeError);
    expect(() => depositAddressAt(key, 1.5)).toThrow(RangeError);
    expect(() => parseDepositXpub(createDepositKeyPair().xprv)).toThrow(/private key/);
    expect(() => parseDepositXpub('xpub-not-really')).toThrow(/not a valid extended public key/);
  });

  it('makes the demo key once and reads the same key back', () => {
    const file = path.join(tempDir, 'nested', 'deposit-key.json');
    const created = loadOrCreateDemoDepositKey(file);
    expect(created.xpub).toMatch(/^xpub/);
    expect(loadOrCreateDemoDepositKey(file)).toEqual(created);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(created);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The stored public key is the account key of the stored private one.
    const child = HDKey.fromExtendedKey(created.xprv).deriveChild(0).deriveChild(7);
    const fromPrivate = privateKeyToAddress(bytesToHex(child.privateKey as Uint8Array));
    expect(depositAddressAt(parseDepositXpub(created.xpub), 7)).toBe(fromPrivate);
    expect(loadOrCreateDemoDepositKey(path.join(tempDir, 'other.json')).xpub).not.toBe(created.xpub);
  });
});
