import { describe, expect, it } from 'vitest';
import { acceptedAgeMs, createMemberReadsCache } from './member-reads-cache.ts';

describe('member reads cache', () => {
  const loader = (value: number, validUntilMs = Number.MAX_SAFE_INTEGER) => {
    const calls = { count: 0 };
    const load = async () => {
      calls.count += 1;
      return { value, validUntilMs };
    };
    return { calls, load };
  };

  it('reads again when the request accepts no age, or the kept value is older or past its end', async () => {
    const cache = createMemberReadsCache<number>(10);
    const { calls, load } = loader(1, 5_000);
    await cache.read('m', 1_000, 1_000, load);
    await cache.read('m', 1_000, 2_000, load);
    expect(calls.count).toBe(1);
    await cache.read('m', 999, 2_000, load);
    await cache.read('m', 0, 2_000, load);
    expect(calls.count).toBe(3);
    await cache.read('m', 60_000, 5_000, load);
    expect(calls.count).toBe(4);
  });

  it('does not keep a value an event made outdated while it was being read', async () => {
    const cache = createMemberReadsCache<string>(10);
    let release: () => void = () => undefined;
    const slow = cache.read('m', 1_000, 0, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { value: 'before the change', validUntilMs: 10_000 };
    });
    cache.forget(['m']);
    release();
    expect(await slow).toBe('before the change');
    expect(cache.size()).toBe(0);
    expect(await cache.read('m', 1_000, 0, async () => ({ value: 'after', validUntilMs: 10_000 }))).toBe(
      'after',
    );
  });

  it("forgets only the named members, or everyone's on null", async () => {
    const cache = createMemberReadsCache<number>(10);
    for (const member of ['a', 'b', 'c']) await cache.read(member, 1_000, 0, loader(1).load);
    cache.forget(['b']);
    expect(cache.size()).toBe(2);
    cache.forget(null);
    expect(cache.size()).toBe(0);
  });

  it('keeps at most its bound, dropping the value read longest ago', async () => {
    const cache = createMemberReadsCache<number>(2);
    const first = loader(1);
    await cache.read('a', 1_000, 0, first.load);
    await cache.read('b', 1_000, 0, loader(2).load);
    await cache.read('c', 1_000, 0, loader(3).load);
    expect(cache.size()).toBe(2);
    await cache.read('a', 1_000, 0, first.load);
    expect(first.calls.count).toBe(2);
  });

  it.each([
    [undefined, 0],
    ['', 0],
    ['max-age=30', 30_000],
    ['MAX-AGE = 5, private', 5_000],
    ['no-cache, max-age=30', 0],
    ['max-age=999999999', 300_000],
    ['max-age=99999999999999999999', 0],
    ['max-age=-1', 0],
    ['max-age=1e3', 0],
    ['smax-age=30', 0],
    ['max-age=30\u0000', 0],
    [`max-age=30,${' '.repeat(500)}`, 0],
  ])('reads Cache-Control %j as accepting %i ms', (header, expected) => {
    expect(acceptedAgeMs(header)).toBe(expected);
  });
});
