import { memo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { BracketMatch } from '@domain/engine';
import { Button } from '@/shared/ui/button';
import { COLUMN_GAP, MATCH_WIDTH, type BracketLayout, type EntryLookup, type PlacedMatch } from '../lib/bracket-layout';
import type { HighlightStore } from '../model/highlight-store';
import { usePanZoom } from '../model/use-pan-zoom';
import { BOX, Connectors, HEADER, PathConnectors } from './bracket-connectors';
import { BracketMatchCard } from './bracket-match-card';

interface Props {
  layout: BracketLayout;
  entries: EntryLookup;
  highlight: HighlightStore;
  onMatchSelect?: (match: BracketMatch) => void;
}

/** Printable width of an A4 landscape sheet at 96 dpi, minus margins. */
const PRINT_WIDTH = 1040;
const PAD = 16;
const columnX = (round: number) => (round - 1) * (MATCH_WIDTH + COLUMN_GAP);

const MatchSlot = memo(function MatchSlot({ item, entries, highlight, onSelect }: { item: PlacedMatch; entries: EntryLookup; highlight: HighlightStore; onSelect?: (match: BracketMatch) => void }) {
  return (
    <div className="absolute" style={{ left: item.x, top: item.y - BOX / 2 + HEADER, width: MATCH_WIDTH, height: BOX }}>
      <BracketMatchCard match={item.match} entries={entries} highlight={highlight} onSelect={onSelect} />
    </div>
  );
});

/**
 * Desktop and print tree: columns per round joined by connector lines, in a focusable scroll area that pans by
 * dragging or with the arrow keys and zooms with the buttons, ctrl/cmd + wheel or + and −.
 */
export function BracketTree({ layout, entries, highlight, onMatchSelect }: Props) {
  const { t } = useTranslation('bracket');
  const viewport = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const pan = usePanZoom(viewport, scale, setScale);
  const width = layout.width + 2 * PAD;
  const height = layout.height + HEADER + 2 * PAD;
  const canvasStyle: CSSProperties & { '--print-zoom': number } = {
    width,
    height,
    transform: `scale(${scale})`,
    '--print-zoom': Math.min(1, PRINT_WIDTH / width),
  };
  return (
    <div className="bracket-tree">
      <div className="mb-2 flex flex-wrap items-center gap-2 print:hidden">
        <Button variant="outline" size="sm" onClick={() => pan.zoomBy(0.25)}>{t('zoomIn')}</Button>
        <Button variant="outline" size="sm" onClick={() => pan.zoomBy(-0.25)}>{t('zoomOut')}</Button>
        <Button variant="outline" size="sm" onClick={pan.reset}>{t('zoomReset')}</Button>
        <span className="text-sm tabular-nums text-muted-foreground" aria-live="polite">{t('zoomLevel', { percent: Math.round(scale * 100) })}</span>
      </div>
      <div
        ref={viewport}
        role="region"
        tabIndex={0}
        aria-label={t('tree')}
        data-testid="bracket-viewport"
        className="bracket-viewport relative h-[70vh] cursor-grab overflow-auto overscroll-contain rounded-md border bg-muted/20 focus-visible:ring-2 focus-visible:ring-ring data-[dragging=true]:cursor-grabbing data-[dragging=true]:select-none"
        onKeyDown={pan.onKeyDown}
        onPointerDown={pan.onPointerDown}
        onPointerMove={pan.onPointerMove}
        onPointerUp={pan.onPointerUp}
        onPointerCancel={pan.onPointerUp}
        onClickCapture={pan.onClickCapture}
      >
        <div className="sticky top-0 z-10 h-8 border-b bg-background/95 print:hidden" style={{ width: width * scale }}>
          {layout.rounds.map((round) => (
            <h3 key={round.round} className="absolute top-1.5 truncate px-1 text-sm font-semibold" style={{ left: (PAD + columnX(round.round)) * scale, width: (MATCH_WIDTH + COLUMN_GAP) * scale }}>
              {round.name}
            </h3>
          ))}
        </div>
        <div className="bracket-sizer relative" style={{ width: width * scale, height: height * scale }}>
          <div data-scale={scale} className="bracket-canvas absolute left-0 top-0 origin-top-left" style={canvasStyle}>
            <div className="absolute" style={{ left: PAD, top: PAD }}>
              <Connectors layout={layout} />
              <PathConnectors layout={layout} highlight={highlight} />
              {layout.rounds.map((round) => (
                <p key={round.round} aria-hidden="true" className="absolute top-0 hidden truncate text-sm font-semibold print:block" style={{ left: columnX(round.round), width: MATCH_WIDTH }}>
                  {round.name}
                </p>
              ))}
              {layout.thirdPlace ? (
                <h3 className="absolute text-sm font-semibold" style={{ left: layout.thirdPlace.x, top: layout.thirdPlace.y - BOX / 2, width: MATCH_WIDTH }}>
                  {layout.thirdPlaceName}
                </h3>
              ) : null}
              {layout.rounds.flatMap((round) => round.matches.map((item) => <MatchSlot key={item.match.id} item={item} entries={entries} highlight={highlight} onSelect={onMatchSelect} />))}
              {layout.thirdPlace ? <MatchSlot item={layout.thirdPlace} entries={entries} highlight={highlight} onSelect={onMatchSelect} /> : null}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
