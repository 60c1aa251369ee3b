import { type ReactNode, useEffect, useRef, useState } from 'react';

/** "Near": within a quarter of a screen's height below the view. */
const NEAR_THE_VIEW = '0px 0px 25% 0px';

/**
 * Renders its children once their place comes near the view, so that parts far down a screen cost
 * nothing while it starts, neither rendering nor their requests, and are there before the member
 * scrolls to them. Until then an empty block of `reserve` height (a min-height class) holds their
 * place: for the last parts of a screen, so that a jump to its end reaches that block too.
 */
export function RenderNear({ children, reserve }: { children: ReactNode; reserve: string }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_THE_VIEW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} className={reserve} data-render-near="" />;
}
