import { useCallback, useRef } from 'react';

/**
 * Idempotency keys for money-moving POSTs (rule 4): one UUIDv7 per submission
 * intent, sent again unchanged when the same intent is retried, so the server moves money once.
 */
export function uuidv7(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let millis = BigInt(Date.now());
  for (let index = 5; index >= 0; index -= 1) {
    bytes[index] = Number(millis & 0xffn);
    millis >>= 8n;
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of the intent a form is currently submitting. `key()` returns the same value until
 * `done()` is called after the server has accepted the request (or the member changes the form).
 */
export function useIdempotencyKey(): { key: () => string; done: () => void } {
  const current = useRef<string | null>(null);
  const key = useCallback(() => {
    current.current ??= uuidv7();
    return current.current;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { key, done };
}
