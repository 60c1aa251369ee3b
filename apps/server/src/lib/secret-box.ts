import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (decision 021): AES-256-GCM with a random 96-bit IV per value. A sealed value is
 * `v1:<iv>:<tag>:<ciphertext>` (base64url), so it is told apart from a plain value written before
 * encryption existed. Opening tries the current key, then the previous one (a key rotation in
 * progress); the GCM tag proves which key sealed it.
 */
export interface SecretKeys {
  current: Buffer;
  previous?: Buffer;
}

const PREFIX = 'v1:';
const IV_BYTES = 12;

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

function sealWith(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return `${PREFIX}${parts.join(':')}`;
}

/** The plain text, or undefined when `key` did not seal it (the tag does not match). */
function openWith(key: Buffer, stored: string): string | undefined {
  const [iv = '', tag = '', body = ''] = stored.slice(PREFIX.length).split(':');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}

export function createSecretBox(keys: SecretKeys) {
  return {
    seal: (plain: string) => sealWith(keys.current, plain),
    /** A sealed value's plain text; a plain value (before its migration) as it is. */
    open(stored: string): string {
      if (!isSealed(stored)) return stored;
      const plain = openWith(keys.current, stored) ?? (keys.previous && openWith(keys.previous, stored));
      if (plain === undefined)
        throw new Error('A stored secret opens with neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS');
      return plain;
    },
    /** True when the value is sealed with the current key: nothing for a rotation to do. */
    isCurrent: (stored: string) => isSealed(stored) && openWith(keys.current, stored) !== undefined,
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
