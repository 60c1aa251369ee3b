import { useEffect, useState } from 'react';

/** The board moves one row every 3 s. */
export const AUTO_SCROLL_MS = 3000;

/**
 * The index of the first visible row of a looping list: it advances every 3 s through `count`
 * rows and starts over, while `running`. The list is drawn twice, so row `count` looks like row 0
 * and the jump back to 0 is not seen.
 */
export function useAutoScroll(count: number, running: boolean): { offset: number; animate: boolean } {
  const [offset, setOffset] = useState(0);
  const [animate, setAnimate] = useState(true);
  useEffect(() => {
    if (!running || count === 0) return;
    const timer = window.setInterval(() => {
      setAnimate(true);
      setOffset((current) => current + 1);
    }, AUTO_SCROLL_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);
  useEffect(() => {
    if (offset < count) return;
    // After the slide onto the copy of row 0 has finished, jump back to the real row 0 unseen.
    const timer = window.setTimeout(() => {
      setAnimate(false);
      setOffset(0);
    }, 600);
    return () => window.clearTimeout(timer);
  }, [offset, count]);
  return { offset: count === 0 ? 0 : offset, animate };
}
