import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { secp256k1 } from '@noble/curves/secp256k1';
import { type Address, bytesToHex } from 'viem';
import { HDKey, publicKeyToAddress } from 'viem/accounts';
import { ConfigError } from '../../config.ts';

/**
 * Personal deposit addresses (rule 18): each member gets the address at `0/{index}` below the
 * configured extended public key. With the account key of a standard wallet (m/44'/60'/0') that is
 * m/44'/60'/0'/0/{index}, which the same wallet can spend from. The address is the same on both
 * networks, so a transfer on the other network still reaches the member's own address.
 */
export const DEPOSIT_ACCOUNT_PATH = "m/44'/60'/0'";
/** Highest non-hardened BIP32 index. */
export const DEPOSIT_INDEX_MAX = 2 ** 31 - 1;

/** Parses `DEPOSIT_XPUB` once; refuses a private key, which must never sit in the server's config. */
export function parseDepositXpub(xpub: string): HDKey {
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub.trim());
  } catch {
    throw new ConfigError('Invalid configuration:\n  DEPOSIT_XPUB: not a valid extended public key');
  }
  if (key.privateKey) {
    throw new ConfigError(
      'Invalid configuration:\n  DEPOSIT_XPUB: holds a private key; configure the extended public key',
    );
  }
  return key.deriveChild(0);
}

/** The address of member deposit index `index` under the parsed key (see parseDepositXpub). */
export function depositAddressAt(receivingKey: HDKey, index: number): Address {
  if (!Number.isInteger(index) || index < 0 || index > DEPOSIT_INDEX_MAX) {
    throw new RangeError(`deposit address index out of range: ${index}`);
  }
  const publicKey = receivingKey.deriveChild(index).publicKey;
  if (!publicKey) throw new Error('derived key has no public key');
  // BIP32 keeps public keys compressed; an address hashes the uncompressed form.
  const uncompressed = secp256k1.ProjectivePoint.fromHex(publicKey).toRawBytes(false);
  return publicKeyToAddress(bytesToHex(uncompressed));
}

export interface DepositKeyPair {
  xpub: string;
  xprv: string;
}

/** A fresh random account key for the demo, at the standard account path. */
export function createDepositKeyPair(): DepositKeyPair {
  const account = HDKey.fromMasterSeed(randomBytes(32)).derive(DEPOSIT_ACCOUNT_PATH);
  return { xpub: account.publicExtendedKey, xprv: account.privateExtendedKey };
}

/**
 * The demo's deposit key, made once and kept in `file` (under DATA_DIR) so members keep their
 * addresses across restarts. The private half is kept too: on the demo chain it lets the operator
 * move test funds; a real deployment configures only DEPOSIT_XPUB.
 */
export function loadOrCreateDemoDepositKey(file: string): DepositKeyPair {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<DepositKeyPair>;
    if (typeof stored.xpub === 'string' && typeof stored.xprv === 'string') {
      return { xpub: stored.xpub, xprv: stored.xprv };
    }
    throw new Error(`${file} does not hold a deposit key`);
  }
  const pair = createDepositKeyPair();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return pair;
}
