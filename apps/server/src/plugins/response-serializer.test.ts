import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const serializerOf = (schema: unknown) => responseSerializer({ schema, method: 'GET', url: '/answer' });

const instant = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

describe('the response serializer', () => {
  it('writes only what the contract names, checked', () => {
    const serialize = serializerOf(z.object({ balance: z.string(), items: z.array(z.number().int()) }));
    expect(serialize({ balance: '1.00', items: [1, 2], passwordHash: 'secret' })).toBe(
      '{"balance":"1.00","items":[1,2]}',
    );
  });

  it('refuses an answer that breaks its contract', () => {
    const serialize = serializerOf(z.object({ balance: z.string() }));
    expect(() => serialize({ balance: 1 })).toThrow(ResponseSerializationError);
  });

  it('encodes a contract that holds a codec, however deep', () => {
    const serialize = serializerOf({
      properties: z.object({ page: z.array(z.object({ at: instant }).nullable()) }),
    });
    expect(serialize({ page: [{ at: new Date('2026-11-27T10:00:00Z') }, null] })).toBe(
      '{"page":[{"at":"2026-11-27T10:00:00.000Z"},null]}',
    );
  });

  it('refuses what is not a contract', () => {
    expect(() => serializerOf({ type: 'object' })).toThrow('not a response contract');
  });
});
