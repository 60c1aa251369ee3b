import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client.ts';
import type { EarlyRequestHolder } from './early-requests.ts';

const holder = globalThis as EarlyRequestHolder;

function askedFromTheHead(response: Promise<Response | null>): void {
  holder.novaEarlyRequests = { '/auth/profile': { token: 'session-a', response } };
}

describe('apiRequest with an answer asked from the page head', () => {
  const fetchSpy = vi.fn(() => Promise.reject(new Error('the app must not ask again')));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('localStorage', { getItem: () => 'session-a' });
    vi.stubGlobal('fetch', fetchSpy);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchSpy.mockClear();
    delete holder.novaEarlyRequests;
  });

  it('uses that answer instead of asking again', async () => {
    askedFromTheHead(Promise.resolve(new Response('{"id":"member-1"}', { status: 200 })));
    await expect(apiRequest('/auth/profile', { method: 'GET' })).resolves.toEqual({ id: 'member-1' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('ends in the time-out message when the server never answers it', async () => {
    askedFromTheHead(new Promise<Response | null>(() => {}));
    const outcome = apiRequest('/auth/profile', { method: 'GET' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toMatchObject({
      code: 'TIMEOUT',
      message: 'The request timed out. Please try again.',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
