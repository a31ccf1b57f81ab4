/**
 * A small Markdown reader for the blog: headings, paragraphs, lists, quotes, links, emphasis and code spans.
 * It builds a tree that React renders as elements, so no text is ever turned into HTML: nothing in a post can
 * inject markup or script.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

/** Links may point inside the site or to web and mail addresses; anything else (javascript:, data:) is dropped. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  return null;
}

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|`([^`]+)`/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    const [whole, label, url, strong, em, em2, code] = match;
    if (label !== undefined && url !== undefined) {
      const href = safeHref(url);
      out.push(href ? { type: 'link', href, children: parseInline(label) } : { type: 'text', text: label });
    } else if (strong !== undefined) out.push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined || em2 !== undefined) out.push({ type: 'em', children: parseInline(em ?? em2 ?? '') });
    else if (code !== undefined) out.push({ type: 'code', text: code });
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

const LIST_ITEM = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ type: 'heading', level: (heading[1] ?? '').length === 3 ? 3 : 2, children: parseInline(heading[2] ?? '') });
    } else if (item) {
      flush();
      const ordered = item[2] !== undefined;
      const last = blocks.at(-1);
      const content = parseInline(item[3] ?? '');
      if (last?.type === 'list' && last.ordered === ordered) last.items.push(content);
      else blocks.push({ type: 'list', ordered, items: [content] });
    } else if (line.startsWith('>')) {
      flush();
      blocks.push({ type: 'quote', children: parseInline(line.replace(/^>\s?/, '')) });
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

export interface FrontMatter {
  attributes: Record<string, string>;
  body: string;
}

/** `---`-fenced `key: value` lines at the top of a post. */
export function splitFrontMatter(source: string): FrontMatter {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source.replace(/\r\n?/g, '\n'));
  if (!match) return { attributes: {}, body: source };
  const attributes: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const separator = line.indexOf(':');
    if (separator > 0) attributes[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return { attributes, body: source.replace(/\r\n?/g, '\n').slice(match[0].length) };
}
