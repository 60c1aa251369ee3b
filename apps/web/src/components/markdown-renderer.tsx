import type { Language } from '@nova/contracts/languages';
import { type MarkdownToJSX, Markdown as MarkdownToJsx } from 'markdown-to-jsx/react';
import { type AnchorHTMLAttributes, createElement } from 'react';
import { cn } from '@/lib/cn.ts';
import { isRightToLeft } from '@/lib/i18n/language.ts';

/**
 * Links in operator text: pages of this site open in place; any other address opens in a new tab
 * with rel="noopener noreferrer", so the opened page cannot reach back into this one.
 */
function SafeLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  return internal ? (
    <a {...rest} href={href}>
      {children}
    </a>
  ) : (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The library builds React's elements; the wrapper is this component's own `div` (`wrapper: null`). */
const options: MarkdownToJSX.Options = {
  createElement,
  disableParsingRawHTML: true,
  overrides: { a: SafeLink },
  wrapper: null,
};

export interface MarkdownProps {
  text: string;
  className?: string;
  /**
   * The language the operator wrote the text in: marked, and laid out in its own direction, so an
   * English text shown on an Arabic page reads left to right with its full stops at the end.
   */
  lang?: Language;
}

/**
 * Operator-written Markdown rendered as React elements (never as an HTML string): raw HTML in the
 * text is not parsed but shown as text, and the library's URL sanitizer drops `javascript:` links.
 */
export function MarkdownRenderer({ text, className, lang }: MarkdownProps) {
  return (
    <div
      lang={lang}
      dir={lang && (isRightToLeft(lang) ? 'rtl' : 'ltr')}
      className={cn(
        'space-y-3 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc',
        className,
      )}
    >
      <MarkdownToJsx options={options}>{text}</MarkdownToJsx>
    </div>
  );
}
