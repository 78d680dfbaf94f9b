import type { ReactNode } from 'react';

/** The server's light markdown ('## ' headings, '- ' items, blank-line paragraphs) as formatted text. */
export function PolicyText({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flushList = () => {
    if (items.length === 0) return;
    const list = items;
    blocks.push(
      <ul key={`ul-${blocks.length}`}>
        {list.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>,
    );
    items = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('- ')) {
      items.push(line.slice(2));
      continue;
    }
    flushList();
    if (!line) continue;
    if (line.startsWith('## ')) blocks.push(<Heading key={`h-${blocks.length}`}>{line.slice(3)}</Heading>);
    else blocks.push(<p key={`p-${blocks.length}`}>{line}</p>);
  }
  flushList();
  return <div className="policy-text">{blocks}</div>;
}
