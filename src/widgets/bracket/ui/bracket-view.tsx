import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bracket, BracketMatch } from '@domain/engine';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { layoutBracket, type EntryLookup } from '../lib/bracket-layout';
import { createHighlightStore } from '../model/highlight-store';
import { BracketRounds } from './bracket-rounds';
import { BracketTree } from './bracket-tree';

export interface BracketViewProps {
  bracket: Bracket;
  entries: EntryLookup;
  onMatchSelect?: (match: BracketMatch) => void;
  title?: string;
  /** The level of the round's heading on phones: a page whose title is the bracket's own (an embed) uses h2. */
  roundHeading?: 'h2' | 'h3';
}

/**
 * A knockout bracket from the engine's shape: a tree on wide screens and in print; on phones one round at a time, or
 * the tree when asked for.
 */
export function BracketView({ bracket, entries, onMatchSelect, title, roundHeading = 'h3' }: BracketViewProps) {
  const { t, i18n } = useTranslation('bracket');
  const locale = i18n.language === 'en' ? 'en' : 'es';
  const layout = useMemo(() => layoutBracket(bracket, locale), [bracket, locale]);
  const [highlight] = useState(createHighlightStore);
  // One callback for the bracket's lifetime, so the memoised cards never re-render because a parent did.
  const latest = useRef(onMatchSelect);
  useLayoutEffect(() => {
    latest.current = onMatchSelect;
  });
  const select = useCallback((match: BracketMatch) => latest.current?.(match), []);
  // What a phone shows; wider screens always show the tree.
  const [view, setView] = useState<'rounds' | 'tree'>('rounds');
  return (
    <section className="bracket-print" aria-label={title ?? t('title')}>
      <div role="group" aria-label={t('view')} className="mb-3 flex gap-1 md:hidden print:hidden" data-testid="bracket-view-switch">
        {(['rounds', 'tree'] as const).map((option) => (
          <Button key={option} variant={view === option ? 'default' : 'outline'} size="sm" className="h-9" aria-pressed={view === option} onClick={() => setView(option)}>
            {t(option === 'rounds' ? 'viewRounds' : 'viewTree')}
          </Button>
        ))}
      </div>
      <div className={cn(view === 'tree' ? 'block' : 'hidden md:block', 'print:block')} data-testid="bracket-tree">
        <BracketTree layout={layout} entries={entries} highlight={highlight} onMatchSelect={select} />
      </div>
      <div className={cn(view === 'tree' ? 'hidden' : 'md:hidden', 'print:hidden')} data-testid="bracket-rounds">
        <BracketRounds layout={layout} entries={entries} highlight={highlight} onMatchSelect={select} heading={roundHeading} />
      </div>
    </section>
  );
}
