import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';

type Key = readonly unknown[];
interface Group {
  [name: string]: Key | ((...args: never[]) => Key) | Group;
}

/** Every key under a group, each function called with placeholder arguments, and the `all` it sits under. */
function keysOf(group: Group, prefixes: Key[] = []): { key: Key; prefixes: Key[] }[] {
  const all = Array.isArray(group.all) ? (group.all as Key) : undefined;
  const within = all ? [...prefixes, all] : prefixes;
  return Object.entries(group).flatMap(([name, entry]) => {
    if (name === 'all') return [];
    if (typeof entry === 'function') {
      const placeholders = Array.from({ length: entry.length }, (_, i) => `arg${i}`) as never[];
      return [{ key: entry(...placeholders), prefixes: within }];
    }
    if (Array.isArray(entry)) return [{ key: entry as Key, prefixes: within }];
    return keysOf(entry as Group, within);
  });
}

const startsWith = (key: Key, prefix: Key) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe('queryKeys', () => {
  it('keeps the key values the cache already holds', () => {
    expect(queryKeys.wallet.all).toEqual(['wallet']);
    expect(queryKeys.wallet.stats()).toEqual(['wallet', 'stats']);
    expect(queryKeys.admin.withdrawals.history({ page: 1 })).toEqual([
      'admin',
      'withdrawals',
      'history',
      { page: 1 },
    ]);
    expect(queryKeys.deposits.lookup('0xabc:TRC20')).toEqual(['deposits', 'lookup', '0xabc:TRC20']);
    expect(queryKeys.transparency.summary()).toEqual(['public', 'transparency']);
  });

  it('nests every key under each `all` above it, so invalidating a group reaches all of it', () => {
    const keys = keysOf(queryKeys as unknown as Group);
    expect(keys.length).toBeGreaterThan(40);
    for (const { key, prefixes } of keys) {
      for (const prefix of prefixes) expect(startsWith(key, prefix), `${key} under ${prefix}`).toBe(true);
    }
  });

  it('gives no two queries the same key', () => {
    const keys = keysOf(queryKeys as unknown as Group).map(({ key }) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
