import { v7 } from 'uuid';

/** Time-ordered ids (UUIDv7), so new rows land at the end of their index. */
export function newId(): string {
  return v7();
}
