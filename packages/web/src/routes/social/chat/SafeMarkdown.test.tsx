import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './SafeMarkdown.tsx';
import { parseMarkdown, safeHref } from './safeMarkdown.ts';

function renderText(text: string) {
  return render(<SafeMarkdown text={text} />).container;
}

describe('SafeMarkdown', () => {
  it('shows a <script> as its characters, never as an element', () => {
    const view = renderText('hi <script>alert(1)</script> <img src=x onerror=alert(2)>');
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('img')).toBeNull();
    expect(view.textContent).toBe('hi <script>alert(1)</script> <img src=x onerror=alert(2)>');
  });

  it('keeps a javascript: link as text', () => {
    const view = renderText('[click me](javascript:alert(1)) and [data](data:text/html,x)');
    expect(view.querySelector('a')).toBeNull();
    expect(view.textContent).toBe('[click me](javascript:alert(1)) and [data](data:text/html,x)');
  });

  it('links http(s) addresses, opened apart from this page', () => {
    const view = renderText('see [the wiki](https://example.org/a?b=1) or http://example.com.');
    const links = [...view.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['the wiki', 'https://example.org/a?b=1'],
      ['http://example.com', 'http://example.com/'],
    ]);
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
  });

  it('renders bold, italic, code, line breaks and paragraphs', () => {
    const view = renderText('**strong** *soft* _also_ `a*b*c`\nnext\n\nsecond');
    expect(view.querySelector('strong')?.textContent).toBe('strong');
    expect([...view.querySelectorAll('em')].map((em) => em.textContent)).toEqual(['soft', 'also']);
    expect(view.querySelector('code')?.textContent).toBe('a*b*c');
    expect(view.querySelectorAll('br')).toHaveLength(1);
    expect(view.querySelectorAll('p')).toHaveLength(2);
  });

  it('leaves snake_case words and lone stars alone', () => {
    expect(parseMarkdown('my_var_name 2 * 3 * 4')).toEqual([
      [{ kind: 'text', text: 'my_var_name 2 * 3 * 4' }],
    ]);
  });

  it('accepts only absolute http(s) addresses', () => {
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(safeHref('https://example.org')).toBe('https://example.org/');
  });
});
