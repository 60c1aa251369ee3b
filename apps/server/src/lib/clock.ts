/** The one source of time, injectable so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date | string = '2026-01-05T09:00:00Z') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  set(to: Date | string): void {
    this.#now = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.#now += ms;
  }
}

/** The system time moved forward by hand: for a running server whose tests must pass a session's end. */
export class OffsetClock implements Clock {
  #offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}
