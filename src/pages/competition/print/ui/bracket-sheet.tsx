import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BracketMatch, EntryId } from '@domain/engine';
import { bracketOf, matchRulesOf, scoreSummary, type EntryLabels } from '@/entities/match';
import { useLocale } from '@/shared/routes';
import { usePhasePlay } from '@/widgets/bracket';
import { bracketPages, type BracketPrintPage } from '../lib/bracket-pages';
import type { SheetContext } from '../model/sheet-context';
import { SheetHeader } from './sheet-header';
import { SheetState } from './sheet-state';

/** Share of a column a match box takes; the rest is the gap its connector crosses. */
const BOX = 0.86;

function Side({ labels, id, bye, score, won }: { labels: EntryLabels; id: EntryId | null; bye: boolean; score: string | null; won: boolean }) {
  const { t } = useTranslation('print');
  const name = id === null ? null : (labels[String(id)]?.name ?? `#${String(id)}`);
  const seed = id === null ? undefined : labels[String(id)]?.seed;
  return (
    <div className={won ? 'pb-side pb-won' : 'pb-side'}>
      <span className="pb-name">{name ? `${seed ? `(${seed}) ` : ''}${name}` : bye ? t('bracket.bye') : ''}</span>
      <span className="pb-score">{score ?? ''}</span>
    </div>
  );
}

function MatchBox({ match, labels, rules }: { match: BracketMatch; labels: EntryLabels; rules: Parameters<typeof scoreSummary>[1] }) {
  const summary = scoreSummary(match.result, rules);
  const bye = match.home === null || match.away === null ? match.round === 1 : false;
  return (
    <div className="pb-match" data-match-code={match.id}>
      <Side labels={labels} id={match.home} bye={bye} score={summary?.home ?? null} won={match.winner !== null && match.winner === match.home} />
      <Side labels={labels} id={match.away} bye={bye} score={summary?.away ?? null} won={match.winner !== null && match.winner === match.away} />
    </div>
  );
}

function TreePage({ page, labels, rules, index, total, context, lines }: { page: BracketPrintPage; labels: EntryLabels; rules: Parameters<typeof scoreSummary>[1]; index: number; total: number; context: SheetContext; lines: number }) {
  const { t } = useTranslation('print');
  const columns = page.columns.length;
  const density = lines <= 8 ? 'roomy' : lines <= 16 ? 'medium' : 'dense';
  return (
    <section className="print-page print-landscape" data-testid="bracket-page" aria-label={t('bracket.page', { page: index + 1, total })}>
      <SheetHeader
        title={t('sheets.bracket')}
        tournament={context.tournament.name}
        phase={context.phase?.name}
        extra={total > 1 ? t('bracket.part', { page: index + 1, total, from: page.lines.from, to: page.lines.to }) : null}
      />
      <ol className="pb-columns" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {page.columns.map((name, column) => (
          <li key={`${name}-${column}`} className="pb-column-name">
            {name}
          </li>
        ))}
      </ol>
      <div className="pb-tree" data-density={density}>
        <svg className="pb-lines" viewBox="0 0 1000 1000" preserveAspectRatio="none" aria-hidden="true">
          {page.connectors.map(({ from, to }) => {
            const x1 = ((from.column + BOX) / columns) * 1000;
            const x2 = (to.column / columns) * 1000;
            const xm = (x1 + x2) / 2;
            return <path key={`${from.match.id}-${to.match.id}`} d={`M${x1} ${from.centre * 1000}H${xm}V${to.centre * 1000}H${x2}`} fill="none" stroke="currentColor" strokeWidth="1" vectorEffect="non-scaling-stroke" />;
          })}
        </svg>
        {page.matches.map((placed) => (
          <div key={placed.match.id} className="pb-slot" style={{ left: `${(placed.column / columns) * 100}%`, width: `${(BOX / columns) * 100}%`, top: `${placed.centre * 100}%` }}>
            <MatchBox match={placed.match} labels={labels} rules={rules} />
          </div>
        ))}
      </div>
      {page.nextRound && index < total - 1 ? <p className="pb-next">{t('bracket.next', { round: page.nextRound, page: total })}</p> : null}
      {page.thirdPlace ? (
        <div className="pb-third">
          <p className="pb-column-name">{t('bracket.thirdPlace')}</p>
          <MatchBox match={page.thirdPlace} labels={labels} rules={rules} />
        </div>
      ) : null}
    </section>
  );
}

/** The knockout tree on landscape sheets: one up to 32 lines, parts of 32 lines on their own sheets beyond. */
export function BracketSheet({ context }: { context: SheetContext & { phase: NonNullable<SheetContext['phase']> } }) {
  const { t } = useTranslation('print');
  const locale = useLocale();
  const play = usePhasePlay(context.phase.id, context.tournament.id);
  const bracket = useMemo(() => (play.draw ? bracketOf(play.draw, play.matches) : null), [play.draw, play.matches]);
  const pages = useMemo(() => (bracket ? bracketPages(bracket, locale) : []), [bracket, locale]);
  const rules = matchRulesOf(context.tournament.sportId, context.phase.configuration, true);
  return (
    <SheetState pending={play.pending} failed={play.failed} onRetry={play.retry} empty={!bracket ? t('bracket.none') : null} context={context} title={t('sheets.bracket')}>
      {bracket ? pages.map((page, index) => <TreePage key={page.lines.from} page={page} labels={play.labels} rules={rules} index={index} total={pages.length} context={context} lines={Math.min(bracket.size, 32)} />) : null}
    </SheetState>
  );
}
