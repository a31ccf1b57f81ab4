import { memo } from 'react';
import { COLUMN_GAP, MATCH_HEIGHT, MATCH_WIDTH, type BracketLayout } from '../lib/bracket-layout';
import { useHighlighted, type HighlightStore } from '../model/highlight-store';

/** Height of a match box, and the band above the first box where the round names print. */
export const BOX = MATCH_HEIGHT - 12;
export const HEADER = 28;

type Connector = BracketLayout['connectors'][number];

const pathOf = ({ from, to }: Connector) => {
  const x1 = from.x + MATCH_WIDTH;
  const mid = x1 + COLUMN_GAP / 2;
  return `M${x1} ${from.y + HEADER}H${mid}V${to.y + HEADER}H${to.x}`;
};

/** The line from the final to the champion's slot, when the tree has both. */
const championPath = (layout: BracketLayout) => {
  const final = layout.rounds.at(-1)?.matches[0];
  if (!final || !layout.champion) return null;
  return { final, d: `M${final.x + MATCH_WIDTH} ${final.y + HEADER}H${layout.champion.x}` };
};

/** Every line of the tree, drawn once per layout. */
export const Connectors = memo(function Connectors({ layout }: { layout: BracketLayout }) {
  const champion = championPath(layout);
  return (
    <svg className="pointer-events-none absolute left-0 top-0" width={layout.width} height={layout.height + HEADER} aria-hidden="true">
      {layout.connectors.map((connector) => (
        <path key={connector.from.match.id} d={pathOf(connector)} fill="none" className="stroke-border" strokeWidth={2} />
      ))}
      {champion ? <path d={champion.d} fill="none" className="stroke-border" strokeWidth={2} /> : null}
    </svg>
  );
});

/** The lines an entry went along, over the others: only this layer redraws on hover. */
export function PathConnectors({ layout, highlight }: { layout: BracketLayout; highlight: HighlightStore }) {
  const entry = useHighlighted(highlight);
  if (entry === null) return null;
  const lit = layout.connectors.filter(({ from }) => from.match.winner === entry);
  const champion = championPath(layout);
  const crowned = champion !== null && champion.final.match.winner === entry;
  if (lit.length === 0 && !crowned) return null;
  return (
    <svg className="pointer-events-none absolute left-0 top-0" width={layout.width} height={layout.height + HEADER} aria-hidden="true" data-testid="bracket-path">
      {lit.map((connector) => (
        <path key={connector.from.match.id} d={pathOf(connector)} fill="none" className="stroke-primary" strokeWidth={3} />
      ))}
      {crowned ? <path d={champion.d} fill="none" className="stroke-primary" strokeWidth={3} /> : null}
    </svg>
  );
}
