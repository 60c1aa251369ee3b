import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownRenderer } from './markdown-renderer.tsx';

const render = (text: string) => renderToStaticMarkup(<MarkdownRenderer text={text} className="x" />);

describe('MarkdownRenderer', () => {
  it('renders paragraphs, emphasis and lists inside its styled wrapper', () => {
    const html = render('Hello **you**\n\n- one\n- two');
    expect(html).toMatch(/^<div class="[^"]* x">/);
    expect(html).toContain('<p>Hello <strong>you</strong></p><ul><li>one</li><li>two</li></ul>');
  });

  it('opens outside links in a new tab and keeps links of this site in place', () => {
    const html = render('[Deposit](/deposit) and [elsewhere](https://example.com)');
    expect(html).toContain('<a href="/deposit">Deposit</a>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">elsewhere</a>',
    );
  });

  it('shows raw HTML as text', () => {
    expect(render('a <b>bold</b> claim')).toContain('a &lt;b&gt;bold&lt;/b&gt; claim');
  });

  it("marks the text's language and lays it out in that language's direction", () => {
    const english = renderToStaticMarkup(<MarkdownRenderer text="Withdraw what you earn." lang="en" />);
    expect(english).toMatch(/^<div lang="en" dir="ltr"/);
    const arabic = renderToStaticMarkup(<MarkdownRenderer text="مرحبا." lang="ar" />);
    expect(arabic).toMatch(/^<div lang="ar" dir="rtl"/);
    expect(render('No language')).toMatch(/^<div class=/);
  });
});
