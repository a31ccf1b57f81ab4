import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MatchView } from '@domain/contract';
import { bracketRoundName } from '@domain/engine';
import { calendarQueries } from '@/entities/calendar';
import { bracketOf, sideName, type EntryLabels } from '@/entities/match';
import { href, useLocale } from '@/shared/routes';
import { CARDS_PER_PAGE, cardFormat, chunk, type CardFormat } from '../lib/card-format';
import { placeOf } from '../lib/when-where';
import { usePhasePlay } from '@/widgets/bracket';
import type { SheetContext } from '../model/sheet-context';
import { QrCode } from './qr-code';
import { SheetHeader } from './sheet-header';
import { SheetState } from './sheet-state';

interface CardData {
  match: MatchView;
  heading: string;
  when: string | null;
  where: string | null;
}

function FormatLine({ format }: { format: CardFormat }) {
  const { t } = useTranslation('print');
  const word = t(`cards.word.${format.word}`, { count: format.periods });
  const text = format.timed
    ? t('cards.timed', { count: format.periods, word, minutes: format.periodMinutes ?? 0 })
    : t('cards.bestOf', { count: format.periods, toWin: format.periodsToWin, points: format.scoreToWin });
  return <p className="pc-format">{text}</p>;
}

function ScoreCard({ card, labels, format, liveUrl }: { card: CardData; labels: EntryLabels; format: CardFormat; liveUrl: string }) {
  const { t } = useTranslation('print');
  const home = sideName(labels, card.match.homeId);
  const away = sideName(labels, card.match.awayId);
  const clubOf = (id: number | null) => (id === null ? undefined : labels[String(id)]?.club);
  const periodLabel = (index: number) => t(`cards.short.${format.word}`, { number: index + 1 });
  const columns = [...Array.from({ length: format.periods }, (_, index) => periodLabel(index)), ...(format.extraTime ? [t('cards.extraTime')] : []), ...(format.penalties ? [t('cards.penalties')] : [])];
  return (
    <article className="pc-card" data-testid="score-card" data-match-id={card.match.id}>
      <div className="pc-top">
        <div className="pc-info">
          <p className="pc-heading">{card.heading}</p>
          <p className="pc-meta">
            {card.when ?? t('cards.unscheduled')}
            {card.where ? ` · ${card.where}` : ''}
          </p>
          <FormatLine format={format} />
        </div>
        <figure className="pc-qr">
          <QrCode value={liveUrl} label={t('cards.qr', { home: home ?? t('cards.toBeDecided'), away: away ?? t('cards.toBeDecided') })} className="pc-qr-code" />
          <figcaption>{t('cards.live')}</figcaption>
        </figure>
      </div>
      <table className="print-table pc-boxes" aria-label={t('cards.boxes')}>
        <thead>
          <tr>
            <th scope="col">{t('cards.side')}</th>
            {columns.map((label) => (
              <th key={label} scope="col" className="pc-box">
                {label}
              </th>
            ))}
            <th scope="col" className="pc-box">
              {t('cards.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[
            { key: 'home', name: home, club: clubOf(card.match.homeId) },
            { key: 'away', name: away, club: clubOf(card.match.awayId) },
          ].map((side) => (
            <tr key={side.key}>
              <th scope="row" className="pc-side">
                {side.name ?? <span className="pc-blank">{t('cards.toBeDecided')}</span>}
                {side.club ? <span className="pc-club">{side.club}</span> : null}
              </th>
              {columns.map((label) => (
                <td key={label} className="pc-box" />
              ))}
              <td className="pc-box" />
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="pc-signatures">
        {(['winner', 'referee', 'home', 'away'] as const).map((key) => (
          <div key={key} className="pc-signature">
            <dt>{t(`cards.sign.${key}`)}</dt>
            <dd />
          </div>
        ))}
      </dl>
    </article>
  );
}

/** One card per match to be played (byes left out), six to an A4 sheet with dashed cut lines. */
export function ScoreCardsSheet({ context }: { context: SheetContext & { phase: NonNullable<SheetContext['phase']> } }) {
  const { t } = useTranslation('print');
  const locale = useLocale();
  const play = usePhasePlay(context.phase.id, context.tournament.id);
  const calendar = useQuery(calendarQueries.tournaments([context.tournament.id]));
  const cards = useMemo<CardData[]>(() => {
    const bracket = play.draw ? bracketOf(play.draw, play.matches) : null;
    const groupNames = new Map((play.draw?.groups ?? []).map((group) => [group.id, group.name]));
    const byMatch = new Map((calendar.data?.entries ?? []).map((entry) => [entry.matchId, entry]));
    const timeZone = calendar.data?.timeZone ?? 'UTC';
    return play.matches
      .filter((match) => match.status !== 'bye')
      .sort((a, b) => (a.groupId ?? 0) - (b.groupId ?? 0) || a.round - b.round || Number(a.thirdPlace) - Number(b.thirdPlace) || a.position - b.position)
      .map((match) => {
        const bracketMatch = bracket?.matches.find((item) => item.id === match.code);
        const stage =
          match.groupId !== null
            ? t('cards.groupRound', { group: groupNames.get(match.groupId) ?? '', round: match.round })
            : bracket && bracketMatch
              ? bracketRoundName(bracket, bracketMatch, locale)
              : t('cards.round', { round: match.round });
        return { match, heading: `${stage} · ${t('cards.match', { number: match.id })}`, ...placeOf(byMatch.get(match.id), timeZone, locale, (court) => t('play.court', { court })) };
      });
  }, [play.draw, play.matches, calendar.data, locale, t]);
  const pages = chunk(cards, CARDS_PER_PAGE);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <SheetState pending={play.pending} failed={play.failed} onRetry={play.retry} empty={!play.draw ? t('notDrawn') : cards.length === 0 ? t('cards.none') : null} context={context} title={t('sheets.score-cards')}>
      {pages.map((page, index) => (
        <section key={page[0]?.match.id ?? index} className="print-page print-portrait" data-testid="cards-page" aria-label={t('cards.page', { page: index + 1, total: pages.length })}>
          <SheetHeader title={t('sheets.score-cards')} tournament={context.tournament.name} phase={context.phase.name} extra={t('cards.page', { page: index + 1, total: pages.length })} />
          <div className="pc-grid">
            {page.map((card) => (
              <ScoreCard key={card.match.id} card={card} labels={play.labels} format={cardFormat(context.phase.configuration, card.match.groupId === null)} liveUrl={`${origin}${href('match', { matchId: card.match.id }, locale)}`} />
            ))}
          </div>
        </section>
      ))}
    </SheetState>
  );
}
