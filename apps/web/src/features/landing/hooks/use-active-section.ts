import { useEffect, useState } from 'react';

/** How far below the top of the window a section's top must be to count as the one being read. */
const READING_LINE_PX = 120;

/**
 * The id of the section being read: the last one whose top has passed the reading line just below
 * the sticky header. Scroll events are folded into one check per animation frame.
 */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    const sectionIds = key.split(' ');
    let frame = 0;
    const check = () => {
      frame = 0;
      let current: string | null = sectionIds[0] ?? null;
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= READING_LINE_PX) current = id;
      }
      // At the very bottom the last section may be too short to reach the line: it is the one read.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom) current = sectionIds[sectionIds.length - 1] ?? current;
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, enabled]);
  return active;
}
