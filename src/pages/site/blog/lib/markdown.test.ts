import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref, splitFrontMatter } from './markdown';

describe('parseInline', () => {
  it('reads links, strong, emphasis and code', () => {
    expect(parseInline('Mira **la guía** y *el* [ranking](/rankings) con `code`')).toEqual([
      { type: 'text', text: 'Mira ' },
      { type: 'strong', children: [{ type: 'text', text: 'la guía' }] },
      { type: 'text', text: ' y ' },
      { type: 'em', children: [{ type: 'text', text: 'el' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/rankings', children: [{ type: 'text', text: 'ranking' }] },
      { type: 'text', text: ' con ' },
      { type: 'code', text: 'code' },
    ]);
  });

  it('keeps only the text of links to unsafe addresses', () => {
    expect(parseInline('[clic](javascript:alert(1))')).toEqual([{ type: 'text', text: 'clic' }, { type: 'text', text: ')' }]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
  });

  it('never produces markup from raw HTML', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://a.example', 'https://a.example'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['/guias', '/guias'],
    ['#top', '#top'],
    ['JavaScript:alert(1)', null],
    ['data:text/html,x', null],
  ])('%s → %s', (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});

describe('parseMarkdown', () => {
  it('builds headings, paragraphs, lists and quotes', () => {
    const blocks = parseMarkdown('## Uno\n\nLínea a\nlínea b\n\n- x\n- y\n\n1. a\n2. b\n\n> ojo\n\n### Dos');
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'heading']);
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'Línea a línea b' }] });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'x' }], [{ text: 'y' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[5]).toMatchObject({ type: 'heading', level: 3 });
  });
});

describe('splitFrontMatter', () => {
  it('separates the attributes from the body', () => {
    expect(splitFrontMatter('---\ntitle: Hola: mundo\nkey: k\n---\nCuerpo')).toEqual({ attributes: { title: 'Hola: mundo', key: 'k' }, body: 'Cuerpo' });
  });
});
