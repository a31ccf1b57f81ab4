import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bracket, BracketMatch, EntryId } from '@domain/engine';
import { layoutBracket, type EntryLookup } from '../lib/bracket-layout';
import { BracketRounds } from './bracket-rounds';
import { BracketTree } from './bracket-tree';

export interface BracketViewProps {
  bracket: Bracket;
  entries: EntryLookup;
  onMatchSelect?: (match: BracketMatch) => void;
  title?: string;
}

/** A knockout bracket from the engine's shape: a tree on wide screens and in print, one round at a time on phones. */
export function BracketView({ bracket, entries, onMatchSelect, title }: BracketViewProps) {
  const { t, i18n } = useTranslation('bracket');
  const locale = i18n.language === 'en' ? 'en' : 'es';
  const layout = useMemo(() => layoutBracket(bracket, locale), [bracket, locale]);
  const [highlighted, setHighlighted] = useState<EntryId | null>(null);
  return (
    <section className="bracket-print" aria-label={title ?? t('title')}>
      <div className="hidden md:block print:block" data-testid="bracket-tree">
        <BracketTree layout={layout} entries={entries} highlighted={highlighted} onHighlight={setHighlighted} onMatchSelect={onMatchSelect} />
      </div>
      <div className="md:hidden print:hidden" data-testid="bracket-rounds">
        <BracketRounds layout={layout} entries={entries} highlighted={highlighted} onHighlight={setHighlighted} onMatchSelect={onMatchSelect} />
      </div>
    </section>
  );
}
