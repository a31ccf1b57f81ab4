import type { ReactNode } from 'react';

/** The heading every printed page carries: what the sheet is, of which tournament and phase. */
export function SheetHeader({ title, tournament, phase, extra, level = 2 }: { title: string; tournament: string; phase?: string | null; extra?: ReactNode; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="print-head">
      <Heading className="print-title">{title}</Heading>
      <p className="print-subtitle">
        {tournament}
        {phase ? ` · ${phase}` : ''}
        {extra ? <> · {extra}</> : null}
      </p>
    </header>
  );
}
