import { createFeeTierRequestSchema, toMicros } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const adminId = '00000000-0000-7000-8000-000000000001';

describe('fee tiers service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    t.app.services.feeTiers.create(createFeeTierRequestSchema.parse(body), adminId);

  it('stores the percent exactly and answers it as the fraction', async () => {
    const tier = await create({ minAmount: '10', maxAmount: '', percent: 0.015 });
    expect(tier).toMatchObject({ minAmount: '10.00', maxAmount: null, percent: 0.015 });
    const quote = await t.app.services.feeTiers.quote(toMicros('200'));
    expect(quote).toMatchObject({
      fee: toMicros('3'),
      net: toMicros('197'),
      percentPpm: 15_000n,
      tierId: tier.id,
    });
    await t.app.services.feeTiers.remove(tier.id);
  });

  it('validates overlaps and gaps of the stored set, then charges the greatest min', async () => {
    const wide = await create({ minAmount: '0', maxAmount: null, percent: 0.03 });
    const narrow = await create({ minAmount: '50', maxAmount: '100', percent: 0.01 });
    const report = await t.app.services.feeTiers.validate();
    expect(report).toEqual({
      valid: false,
      overlaps: [{ tierIds: [wide.id, narrow.id], minAmount: '50.00', maxAmount: '100.00' }],
      gaps: [],
    });
    expect((await t.app.services.feeTiers.quote(toMicros('60'))).fee).toBe(toMicros('0.6'));
    await t.app.services.feeTiers.remove(wide.id);
    expect((await t.app.services.feeTiers.validate()).gaps).toEqual([
      { minAmount: '10.00', maxAmount: '50.00' },
      { minAmount: '100.00', maxAmount: null },
    ]);
    expect((await t.app.services.feeTiers.quote(toMicros('100'))).fee).toBe(0n);
    await t.app.services.feeTiers.remove(narrow.id);
    expect(await t.app.services.feeTiers.list()).toEqual([]);
  });

  it('refuses a max not above the min, and an unknown id', async () => {
    expect(() =>
      createFeeTierRequestSchema.parse({ minAmount: '10', maxAmount: '10', percent: 0.01 }),
    ).toThrow('Max must be greater than min');
    await expect(t.app.services.feeTiers.remove('00000000-0000-7000-8000-0000000000ff')).rejects.toThrow(
      'Fee tier not found',
    );
  });
});
