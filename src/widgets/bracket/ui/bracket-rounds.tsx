import { useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BracketMatch, EntryId } from '@domain/engine';
import { Button } from '@/shared/ui/button';
import type { BracketLayout, EntryLookup } from '../lib/bracket-layout';
import { BracketMatchCard, involved } from './bracket-match-card';

interface Props {
  layout: BracketLayout;
  entries: EntryLookup;
  highlighted: EntryId | null;
  onHighlight: (entry: EntryId | null) => void;
  onMatchSelect?: (match: BracketMatch) => void;
}

const SWIPE = 50;

/** Phone view: one round at a time, with swipe and previous/next buttons. */
export function BracketRounds({ layout, entries, highlighted, onHighlight, onMatchSelect }: Props) {
  const { t } = useTranslation('bracket');
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const total = layout.rounds.length;
  const round = layout.rounds[index];
  const go = (next: number) => setIndex(Math.min(total - 1, Math.max(0, next)));
  const onTouchStart = (event: TouchEvent) => {
    start.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const end = event.changedTouches[0]?.clientX;
    if (start.current !== null && end !== undefined) {
      if (end - start.current < -SWIPE) go(index + 1);
      if (end - start.current > SWIPE) go(index - 1);
    }
    start.current = null;
  };
  if (!round) return null;
  const matches = [...round.matches];
  if (index === total - 1 && layout.thirdPlace) matches.push(layout.thirdPlace);
  return (
    <section aria-roledescription="carousel" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label={t('previousRound')} disabled={index === 0} onClick={() => go(index - 1)}>‹</Button>
        <h3 aria-live="polite" className="text-center font-semibold">
          {t('roundOf', { name: round.name, current: index + 1, total })}
        </h3>
        <Button variant="outline" size="icon" aria-label={t('nextRound')} disabled={index === total - 1} onClick={() => go(index + 1)}>›</Button>
      </div>
      <ul className="space-y-3">
        {matches.map((item) => (
          <li key={item.match.id} className="h-20">
            {item.match.thirdPlace ? <p className="text-xs font-semibold">{layout.thirdPlaceName}</p> : null}
            <BracketMatchCard match={item.match} entries={entries} highlighted={involved(item.match, highlighted)} onHighlight={onHighlight} onSelect={onMatchSelect} />
          </li>
        ))}
      </ul>
    </section>
  );
}
