// A tiny Markdown reader for chat text: **bold**, *italic* / _italic_, `code`, [links](https://…)
// and bare http(s) addresses. It returns a tree that React renders as text nodes, so raw HTML in
// a message is only ever shown as characters; a link whose address is not http(s) stays text.

export type MarkdownNode =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong' | 'em'; children: MarkdownNode[] }
  | { kind: 'link'; href: string; children: MarkdownNode[] }
  | { kind: 'break' };

/** The address when it is an absolute http(s) URL, else null. */
export function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// Alternatives in priority order; each match becomes one node.
const inlinePattern =
  /`([^`\n]+)`|\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s](?:[^*]*[^*\s])?)\*|(?<![\w])_([^_\s](?:[^_]*[^_\s])?)_(?![\w])|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

function pushText(nodes: MarkdownNode[], text: string) {
  if (text === '') return;
  const last = nodes.at(-1);
  if (last?.kind === 'text') last.text += text;
  else nodes.push({ kind: 'text', text });
}

function parseInline(text: string): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(new RegExp(inlinePattern.source, 'g'))) {
    const [whole, code, linkText, linkHref, strong, strong2, em, em2, bare] = match;
    pushText(nodes, text.slice(rest, match.index));
    rest = match.index + whole.length;
    if (code !== undefined) nodes.push({ kind: 'code', text: code });
    else if (linkText !== undefined && linkHref !== undefined) {
      const href = safeHref(linkHref);
      if (href) nodes.push({ kind: 'link', href, children: parseInline(linkText) });
      else pushText(nodes, whole);
    } else if (strong !== undefined || strong2 !== undefined) {
      nodes.push({ kind: 'strong', children: parseInline(strong ?? strong2 ?? '') });
    } else if (em !== undefined || em2 !== undefined) {
      nodes.push({ kind: 'em', children: parseInline(em ?? em2 ?? '') });
    } else if (bare !== undefined) {
      const href = safeHref(bare);
      if (href) nodes.push({ kind: 'link', href, children: [{ kind: 'text', text: bare }] });
      else pushText(nodes, whole);
    }
  }
  pushText(nodes, text.slice(rest));
  return nodes;
}

/** Paragraphs (blank lines) of inline nodes, with single newlines kept as line breaks. */
export function parseMarkdown(source: string): MarkdownNode[][] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) =>
      paragraph
        .split('\n')
        .flatMap((line, index) =>
          index === 0 ? parseInline(line) : [{ kind: 'break' } as const, ...parseInline(line)],
        ),
    );
}
