import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { parseMarkdown, type Inline } from '../lib/markdown';

function Inlines({ items }: { items: Inline[] }) {
  return items.map((item, index) => {
    switch (item.type) {
      case 'text':
        return <Fragment key={index}>{item.text}</Fragment>;
      case 'strong':
        return <strong key={index}><Inlines items={item.children} /></strong>;
      case 'em':
        return <em key={index}><Inlines items={item.children} /></em>;
      case 'code':
        return <code key={index} className="rounded bg-muted px-1 font-mono text-sm">{item.text}</code>;
      case 'link':
        return item.href.startsWith('/') ? (
          <Link key={index} to={item.href} className="font-medium underline underline-offset-4">
            <Inlines items={item.children} />
          </Link>
        ) : (
          <a key={index} href={item.href} className="font-medium underline underline-offset-4" rel="noopener noreferrer">
            <Inlines items={item.children} />
          </a>
        );
    }
  });
}

/** A post body rendered as React elements from the parsed tree (never as HTML). */
export function MarkdownView({ source }: { source: string }) {
  return (
    <div className="flex flex-col gap-4 text-lg leading-relaxed">
      {parseMarkdown(source).map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} className="mt-6 text-2xl font-bold"><Inlines items={block.children} /></h2>
            ) : (
              <h3 key={index} className="mt-4 text-xl font-bold"><Inlines items={block.children} /></h3>
            );
          case 'paragraph':
            return <p key={index}><Inlines items={block.children} /></p>;
          case 'quote':
            return <blockquote key={index} className="border-l-4 border-secondary pl-4 italic"><Inlines items={block.children} /></blockquote>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index} className={`${block.ordered ? 'list-decimal' : 'list-disc'} space-y-1 pl-6`}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}><Inlines items={item} /></li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
