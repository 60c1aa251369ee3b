import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pollAcceptedAge } from './live-status.ts';

describe('pollAcceptedAge', () => {
  it("accepts the poll's interval, and nothing on the refetch an invalidation asks for", async () => {
    const client = new QueryClient();
    const queryKey = ['vip', 'status'];
    const accepted: number[] = [];
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: (context) => {
        accepted.push(pollAcceptedAge(context, 30_000));
        return accepted.length;
      },
    });
    const stop = observer.subscribe(() => undefined);
    await client.fetchQuery({ queryKey });
    expect(accepted).toEqual([30]);
    await client.invalidateQueries({ queryKey });
    expect(accepted).toEqual([30, 0]);
    await observer.refetch();
    expect(accepted).toEqual([30, 0, 30]);
    stop();
  });
});
