import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the live stream is connected (rule 41). While it is, screens do not
 * poll: events tell them what to refetch. While it is down, each polled query falls back to the
 * its own interval (`pollWhileOffline`).
 */
let connected = false;
const listeners = new Set<() => void>();

export function isLiveConnected(): boolean {
  return connected;
}

export function setLiveConnected(next: boolean): void {
  if (next === connected) return;
  connected = next;
  for (const listener of listeners) listener();
}

export function subscribeLiveStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeLiveStatus, isLiveConnected, () => false);
}

/** A query's `refetchInterval`: the query's polling interval, only while the stream is down. */
export function pollWhileOffline(intervalMs: number): () => number | false {
  return () => (connected ? false : intervalMs);
}

/**
 * How old an answer a polled query accepts from the server's memory, in seconds: its interval,
 * as old as a poll's answer can be anyway. None when an event or the member's own change
 * invalidated the query: that refetch may reach a server process a moment before the event that
 * makes the process forget its remembered answer.
 */
export function pollAcceptedAge(
  context: { client: QueryClient; queryKey: QueryKey },
  intervalMs: number,
): number {
  return context.client.getQueryState(context.queryKey)?.isInvalidated ? 0 : Math.floor(intervalMs / 1000);
}
