import { describe, expect, it } from 'vitest';
import { type EarlyRequestHolder, takeEarlyResponse } from './early-requests.ts';

const answer = (body: string) => Promise.resolve(new Response(body));

describe('takeEarlyResponse', () => {
  it('hands over the answer asked with the same session, once', async () => {
    const holder: EarlyRequestHolder = {
      novaEarlyRequests: { '/auth/profile': { token: 'session-a', response: answer('{"user":1}') } },
    };
    const taken = takeEarlyResponse('/auth/profile', 'session-a', holder);
    expect(await (await taken)?.text()).toBe('{"user":1}');
    expect(takeEarlyResponse('/auth/profile', 'session-a', holder)).toBeNull();
  });

  it('drops an answer asked for another session, and knows no other path', () => {
    const holder: EarlyRequestHolder = {
      novaEarlyRequests: { '/auth/profile': { token: 'session-a', response: answer('{}') } },
    };
    expect(takeEarlyResponse('/wallet/stats', 'session-a', holder)).toBeNull();
    expect(takeEarlyResponse('/auth/profile', 'session-b', holder)).toBeNull();
    expect(takeEarlyResponse('/auth/profile', 'session-a', holder)).toBeNull();
    expect(takeEarlyResponse('/auth/profile', null, {})).toBeNull();
  });
});
