import { type ReactNode, useEffect, useRef, useState } from 'react';

/** "Near": within a quarter of a screen's height below the view. */
const NEAR_THE_VIEW = '0px 0px 25% 0px';

/**
 * Renders its children once their place comes near the view, so that parts far down a screen cost
 * nothing while it starts, neither rendering nor their requests, and are there before the member
 * scrolls to them. Until then an empty block a screen high holds their place: for the last parts
 * of a screen, so that a jump to its end reaches that block too.
 */
export function RenderNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_THE_VIEW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return near ? children : <div ref={place} className="min-h-screen" data-render-near="" />;
}
