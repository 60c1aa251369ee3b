import { lazy, Suspense } from 'react';
import type { MarkdownProps } from './markdown-renderer.tsx';

/**
 * markdown-to-jsx is about 30 KB gzipped, so it loads with the first operator text on screen rather
 * than with the page (decision 011); the text appears once it has loaded.
 */
const MarkdownRenderer = lazy(async () => ({
  default: (await import('./markdown-renderer.tsx')).MarkdownRenderer,
}));

/** Operator-written Markdown, rendered as React elements (see markdown-renderer.tsx). */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={null}>
      <MarkdownRenderer {...props} />
    </Suspense>
  );
}
