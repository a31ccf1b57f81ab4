import { useRef, useState, type CSSProperties, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BracketMatch, EntryId } from '@domain/engine';
import { Button } from '@/shared/ui/button';
import { COLUMN_GAP, MATCH_HEIGHT, MATCH_WIDTH, type BracketLayout, type EntryLookup, type PlacedMatch } from '../lib/bracket-layout';
import { BracketMatchCard, involved } from './bracket-match-card';

interface Props {
  layout: BracketLayout;
  entries: EntryLookup;
  highlighted: EntryId | null;
  onHighlight: (entry: EntryId | null) => void;
  onMatchSelect?: (match: BracketMatch) => void;
}

const BOX = MATCH_HEIGHT - 12;
/** Printable width of an A4 landscape sheet at 96 dpi, minus margins. */
const PRINT_WIDTH = 1040;
const clamp = (value: number) => Math.min(2, Math.max(0.25, value));

function Positioned({ item, children }: { item: PlacedMatch; children: React.ReactNode }) {
  return (
    <div className="absolute" style={{ left: item.x, top: item.y - BOX / 2 + 28, width: MATCH_WIDTH, height: BOX }}>
      {children}
    </div>
  );
}

/** Desktop tree: columns per round, SVG connectors, zoom with buttons or ctrl+wheel and pan by dragging. */
export function BracketTree({ layout, entries, highlighted, onHighlight, onMatchSelect }: Props) {
  const { t } = useTranslation('bracket');
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const onWheel = (event: WheelEvent) => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    setScale((value) => clamp(value - event.deltaY * 0.002));
  };
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    drag.current = { x: event.clientX - offset.x, y: event.clientY - offset.y };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current) setOffset({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };
  const stop = () => {
    drag.current = null;
  };
  const canvasStyle: CSSProperties & { '--print-zoom': number } = {
    width: layout.width + 32,
    height: layout.height + 60,
    transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})`,
    '--print-zoom': Math.min(1, PRINT_WIDTH / (layout.width + 32)),
  };
  const card = (item: PlacedMatch) => (
    <Positioned key={item.match.id} item={item}>
      <BracketMatchCard match={item.match} entries={entries} highlighted={involved(item.match, highlighted)} onHighlight={onHighlight} onSelect={onMatchSelect} />
    </Positioned>
  );
  return (
    <div className="bracket-tree">
      <div className="mb-2 flex gap-2 print:hidden">
        <Button variant="outline" size="sm" onClick={() => setScale((v) => clamp(v + 0.25))}>{t('zoomIn')}</Button>
        <Button variant="outline" size="sm" onClick={() => setScale((v) => clamp(v - 0.25))}>{t('zoomOut')}</Button>
        <Button variant="outline" size="sm" onClick={() => { setScale(1); setOffset({ x: 0, y: 0 }); }}>{t('zoomReset')}</Button>
      </div>
      <div
        role="group"
        aria-label={t('tree')}
        className="relative h-[70vh] cursor-grab touch-none overflow-hidden rounded-md border print:h-auto print:overflow-visible print:border-0"
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stop}
        onPointerLeave={stop}
      >
        <div
          data-scale={scale}
          className="bracket-canvas relative origin-top-left p-4"
          style={canvasStyle}
        >
          <svg className="pointer-events-none absolute left-4 top-4" width={layout.width} height={layout.height + 28} aria-hidden="true">
            {layout.connectors.map(({ from, to }) => {
              const x1 = from.x + MATCH_WIDTH;
              const mid = x1 + COLUMN_GAP / 2;
              return (
                <path
                  key={from.match.id}
                  d={`M${x1} ${from.y + 28}H${mid}V${to.y + 28}H${to.x}`}
                  fill="none"
                  className={highlighted !== null && from.match.winner === highlighted ? 'stroke-primary' : 'stroke-border'}
                  strokeWidth={2}
                />
              );
            })}
          </svg>
          {layout.rounds.map((round) => (
            <h3 key={round.round} className="absolute top-0 text-sm font-semibold" style={{ left: (round.round - 1) * (MATCH_WIDTH + COLUMN_GAP) + 16, width: MATCH_WIDTH }}>
              {round.name}
            </h3>
          ))}
          {layout.thirdPlace ? (
            <h3 className="absolute text-sm font-semibold" style={{ left: layout.thirdPlace.x + 16, top: layout.thirdPlace.y - BOX / 2 + 24, width: MATCH_WIDTH }}>
              {layout.thirdPlaceName}
            </h3>
          ) : null}
          <div className="absolute left-4 top-4">
            {layout.rounds.flatMap((round) => round.matches.map(card))}
            {layout.thirdPlace ? card(layout.thirdPlace) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
