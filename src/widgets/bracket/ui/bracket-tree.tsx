import { memo, useCallback, useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
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
/** Height of the round names' band that stays at the top of the scroll area (h-8). */
const NAMES = 32;
/** The tree opens fitted to its area, but never smaller than this: a larger tree opens at its first rounds. */
const FIT_FLOOR = 0.5;
const columnX = (round: number) => (round - 1) * (MATCH_WIDTH + COLUMN_GAP);
/** A length of the tree at the scale shown (a CSS variable of the scroll area). */
const scaled = (pixels: number) => `calc(${pixels}px * var(--bracket-scale))`;
/**
 * The scale that shows the whole tree in its scroll area, worked out by the styles (`tan(atan2(a, b))` is a / b as a
 * number), so a page rendered on the server opens fitted before any script runs.
 */
const fitScale = (width: number, height: number) =>
  `clamp(${FIT_FLOOR}, min(tan(atan2(100cqw, ${width}px)), tan(atan2(100cqh - ${NAMES}px, ${height}px))), 1)`;

/** The scale the canvas is drawn at, as laid out. */
function shownScale(canvas: HTMLElement | null): number {
  if (!canvas || typeof DOMMatrixReadOnly === 'undefined') return 1;
  const transform = getComputedStyle(canvas).transform;
  if (!transform || transform === 'none') return 1;
  return Math.round(new DOMMatrixReadOnly(transform).a * 100) / 100;
}

/** The scale the fitted tree is shown at, read once the page is live and again whenever its area changes size. */
function useFittedScale(viewport: RefObject<HTMLDivElement | null>, canvas: RefObject<HTMLDivElement | null>, fitting: boolean): number | null {
  const [fitted, setFitted] = useState<number | null>(null);
  useEffect(() => {
    const element = viewport.current;
    if (!fitting || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setFitted(element.clientWidth > 0 ? shownScale(canvas.current) : null));
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewport, canvas, fitting]);
  return fitted;
}

const MatchSlot = memo(function MatchSlot({ item, entries, highlight, onSelect }: { item: PlacedMatch; entries: EntryLookup; highlight: HighlightStore; onSelect?: (match: BracketMatch) => void }) {
  return (
    <div className="absolute" style={{ left: item.x, top: item.y - BOX / 2 + HEADER, width: MATCH_WIDTH, height: BOX }}>
      <BracketMatchCard match={item.match} entries={entries} highlight={highlight} onSelect={onSelect} />
    </div>
  );
});

/** The champion's slot after the final: the final's winner once it is decided. */
function ChampionSlot({ layout, entries }: { layout: BracketLayout; entries: EntryLookup }) {
  const { t } = useTranslation('bracket');
  const champion = layout.champion;
  if (!champion) return null;
  const name = champion.entry === null ? null : (entries[String(champion.entry)]?.name ?? String(champion.entry));
  return (
    <div
      role="group"
      aria-label={t('champion')}
      data-testid="bracket-champion"
      data-entry={champion.entry ?? undefined}
      className="absolute flex flex-col justify-center gap-0.5 rounded-md border-2 border-primary bg-card px-3 text-card-foreground shadow-sm"
      style={{ left: champion.x, top: champion.y - BOX / 2 + HEADER, width: MATCH_WIDTH, height: BOX }}
    >
      <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('champion')}</span>
      <span className={name === null ? 'truncate text-sm italic text-muted-foreground' : 'truncate font-semibold text-primary'}>{name ?? t('toBeDecided')}</span>
    </div>
  );
}

/**
 * The tree (wide screens, print, and phones that ask for it): columns per round joined by connector lines, up to the
 * champion, in a focusable scroll area that opens fitted to the whole tree, pans by dragging (mouse or finger) or with
 * the arrow keys, and zooms with the buttons, ctrl/cmd + wheel, + and −, or two fingers.
 */
export function BracketTree({ layout, entries, highlight, onMatchSelect }: Props) {
  const { t } = useTranslation('bracket');
  const viewport = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  // Null: fitted to the area, at the scale its styles work out.
  const [zoom, setZoom] = useState<number | null>(null);
  const current = useCallback(() => zoom ?? shownScale(canvas.current), [zoom]);
  const pan = usePanZoom(viewport, zoom, setZoom, current);
  const width = layout.width + 2 * PAD;
  const height = layout.height + HEADER + 2 * PAD;
  const fitted = useFittedScale(viewport, canvas, zoom === null);
  const viewportStyle: CSSProperties & { '--bracket-scale': string } = {
    '--bracket-scale': zoom === null ? fitScale(width, height) : String(zoom),
    // A small tree's area is no taller than the tree at full size (its round names and borders included).
    maxHeight: height + NAMES + 2,
  };
  const canvasStyle: CSSProperties & { '--print-zoom': number } = {
    width,
    height,
    transform: 'scale(var(--bracket-scale))',
    '--print-zoom': Math.min(1, PRINT_WIDTH / width),
  };
  const level = zoom ?? fitted;
  return (
    <div className="bracket-tree">
      <div className="mb-2 flex flex-wrap items-center gap-2 print:hidden">
        <Button variant="outline" size="sm" onClick={() => pan.zoomBy(0.25)}>{t('zoomIn')}</Button>
        <Button variant="outline" size="sm" onClick={() => pan.zoomBy(-0.25)}>{t('zoomOut')}</Button>
        <Button variant="outline" size="sm" aria-pressed={zoom === null} onClick={pan.fit}>{t('zoomFit')}</Button>
        <Button variant="outline" size="sm" onClick={pan.reset}>{t('zoomReset')}</Button>
        <span className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
          {level === null ? t('zoomFitted') : t('zoomLevel', { percent: Math.round(level * 100) })}
        </span>
      </div>
      <div
        ref={viewport}
        role="region"
        tabIndex={0}
        aria-label={t('tree')}
        data-testid="bracket-viewport"
        style={viewportStyle}
        className="bracket-viewport relative h-[70vh] cursor-grab md:h-[calc(100dvh-8rem)] touch-none overflow-auto overscroll-contain rounded-md border bg-muted/20 [container-type:size] focus-visible:ring-2 focus-visible:ring-ring data-[dragging=true]:cursor-grabbing data-[dragging=true]:select-none"
        onKeyDown={pan.onKeyDown}
        onPointerDown={pan.onPointerDown}
        onPointerMove={pan.onPointerMove}
        onPointerUp={pan.onPointerUp}
        onPointerCancel={pan.onPointerUp}
        onClickCapture={pan.onClickCapture}
      >
        <div className="sticky top-0 z-10 h-8 border-b bg-background/95 print:hidden" style={{ width: scaled(width) }}>
          {layout.rounds.map((round) => (
            <h3 key={round.round} className="absolute top-1.5 truncate px-1 text-sm font-semibold" style={{ left: scaled(PAD + columnX(round.round)), width: scaled(MATCH_WIDTH + COLUMN_GAP) }}>
              {round.name}
            </h3>
          ))}
        </div>
        <div className="bracket-sizer relative" style={{ width: scaled(width), height: scaled(height) }}>
          <div ref={canvas} data-scale={zoom ?? 'fit'} className="bracket-canvas absolute left-0 top-0 origin-top-left" style={canvasStyle}>
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
              <ChampionSlot layout={layout} entries={entries} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
