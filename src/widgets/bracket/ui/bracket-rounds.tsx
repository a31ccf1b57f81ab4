import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BracketMatch } from '@domain/engine';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import type { BracketLayout, EntryLookup } from '../lib/bracket-layout';
import type { HighlightStore } from '../model/highlight-store';
import { BracketMatchCard } from './bracket-match-card';

interface Props {
  layout: BracketLayout;
  entries: EntryLookup;
  highlight: HighlightStore;
  onMatchSelect?: (match: BracketMatch) => void;
  /** The round heading's level under the page's headings. */
  heading?: 'h2' | 'h3';
}

/** Horizontal travel, in pixels, that turns a swipe into a change of round. */
const SWIPE = 50;

/** Phone view: one round at a time, chosen with the round buttons, previous/next or a sideways swipe. */
export function BracketRounds({ layout, entries, highlight, onMatchSelect, heading: Heading = 'h3' }: Props) {
  const { t } = useTranslation('bracket');
  const [index, setIndex] = useState(0);
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const total = layout.rounds.length;
  const round = layout.rounds[index];
  const go = (next: number) => setIndex(Math.min(total - 1, Math.max(0, next)));
  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    // A mostly vertical move is the page scrolling, not a swipe.
    if (Math.abs(dx) < SWIPE || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    swiped.current = true;
    go(dx < 0 ? index + 1 : index - 1);
  };
  // A swipe that ends on a match changes the round; it does not open the match.
  const onClickCapture = (event: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };
  if (!round) return null;
  const matches = [...round.matches];
  if (index === total - 1 && layout.thirdPlace) matches.push(layout.thirdPlace);
  return (
    <section aria-roledescription={t('carousel')} aria-label={t('rounds')}>
      <nav aria-label={t('rounds')} className="-mx-1 mb-3 overflow-x-auto px-1 pb-1">
        <ol className="flex w-max gap-1">
          {layout.rounds.map((item, at) => (
            <li key={item.round}>
              <Button
                variant={at === index ? 'default' : 'outline'}
                size="sm"
                aria-current={at === index ? 'step' : undefined}
                className={cn('h-9 whitespace-nowrap', at === index && 'pointer-events-none')}
                onClick={() => go(at)}
              >
                {item.name}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" className="size-11" aria-label={t('previousRound')} disabled={index === 0} onClick={() => go(index - 1)}>‹</Button>
        <Heading aria-live="polite" className="text-center font-semibold">
          {t('roundOf', { name: round.name, current: index + 1, total })}
        </Heading>
        <Button variant="outline" size="icon" className="size-11" aria-label={t('nextRound')} disabled={index === total - 1} onClick={() => go(index + 1)}>›</Button>
      </div>
      <ul className="touch-pan-y space-y-3" data-swipe="" data-round={round.round} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)} onClickCapture={onClickCapture}>
        {matches.map((item) => (
          <li key={item.match.id} className={item.match.thirdPlace ? 'h-24 pt-1' : 'h-20'}>
            {item.match.thirdPlace ? <p className="mb-1 text-xs font-semibold">{layout.thirdPlaceName}</p> : null}
            <div className="h-20">
              <BracketMatchCard match={item.match} entries={entries} highlight={highlight} onSelect={onMatchSelect} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
