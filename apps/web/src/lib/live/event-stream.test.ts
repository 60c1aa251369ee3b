import { describe, expect, it } from 'vitest';
import { parseEvents } from './event-stream.ts';

describe('parseEvents', () => {
  it('reads named events with their ids, skips comments and keeps an unfinished event for later', () => {
    const text =
      'retry: 3000\n\n: heartbeat\n\nid: a1\nevent: wallet\ndata: {"kind":"wallet"}\n\nid: a2\nevent: dep';
    const { events, rest } = parseEvents(text);
    expect(events).toEqual([{ id: 'a1', event: 'wallet' }]);
    expect(rest).toBe('id: a2\nevent: dep');
    const next = parseEvents(`${rest}osit\ndata: {}\r\n\r\n`);
    expect(next).toEqual({ events: [{ id: 'a2', event: 'deposit' }], rest: '' });
  });

  it('names an event without an event field "message" and ignores blocks without data', () => {
    expect(parseEvents('data: x\n\nevent: resync\n\n').events).toEqual([{ id: undefined, event: 'message' }]);
  });
});
