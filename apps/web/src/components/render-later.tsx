import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children in a task of their own, just after the screen's first render. A screen
 * that renders all its parts at once holds a phone's main thread for one long task while it
 * starts (the page cannot answer a tap meanwhile); parts below the first view go here, each its
 * own short task. For a part appended below the rest, so nothing on screen moves when it comes.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
