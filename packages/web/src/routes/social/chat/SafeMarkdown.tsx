// Renders chat Markdown from parseMarkdown's tree: every piece of the author's text is a React
// text node (escaped), links only http(s) and opened without access to this page.
import type { ReactNode } from 'react';
import { parseMarkdown, type MarkdownNode } from './safeMarkdown.ts';

function renderNodes(nodes: MarkdownNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{renderNodes(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderNodes(node.children)}</em>;
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {renderNodes(node.children)}
          </a>
        );
    }
  });
}

export function SafeMarkdown({ text, className }: { text: string; className?: string }) {
  return (
    // written by players, in any script: each paragraph takes the direction of its own text
    <div className={className} dir="auto">
      {parseMarkdown(text).map((paragraph, index) => (
        <p key={index}>{renderNodes(paragraph)}</p>
      ))}
    </div>
  );
}
