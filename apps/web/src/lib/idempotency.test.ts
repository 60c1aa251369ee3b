import { describe, expect, it } from 'vitest';
import { uuidv7 } from './idempotency.ts';

describe('uuidv7', () => {
  it('makes version-7 UUIDs that sort by creation time', () => {
    const first = uuidv7();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const stamp = Number.parseInt(first.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(stamp - Date.now())).toBeLessThan(60_000);
    expect(new Set(Array.from({ length: 100 }, uuidv7)).size).toBe(100);
  });
});
