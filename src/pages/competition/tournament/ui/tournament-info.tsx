import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findSport, GENRES, MODALITIES } from '@domain/catalog';
import type { ValidDetail } from '@domain/contract';
import { FedRankings, rankingQueries } from '@/entities/ranking';
import { formatDate, formatDateRange, tournamentQueries } from '@/entities/tournament';
import { useLocale } from '@/shared/routes';
import { DownloadMenu } from '@/features/tournament/download-table';

/**
 * The tournament's facts: sport, modality, categories, dates, inscription window, place, the ranking tables it feeds
 * (or a word that it feeds none) and, once played, its podium.
 */
export function TournamentInfo({ tournament }: { tournament: ValidDetail }) {
  const { t } = useTranslation('tournament');
  const locale = useLocale();
  const results = useQuery({ ...tournamentQueries.results(tournament.id), enabled: tournament.statusId !== 1 }).data;
  const fed = useQuery(rankingQueries.fedBy(tournament.id, locale)).data;
  const genre = GENRES.find((item) => item.id === tournament.genreId);
  const categories = [tournament.ageCategoryName, tournament.levelCategoryName, tournament.subCategoryName].filter(Boolean).join(' · ');
  const window =
    tournament.inscriptionStart || tournament.inscriptionEnd
      ? formatDateRange(tournament.inscriptionStart ?? tournament.createdAt, tournament.inscriptionEnd ?? tournament.startDate, locale)
      : t('info.noWindow');
  const facts: Array<[string, string]> = [
    [t('info.sport'), findSport(tournament.sportId)?.label[locale] ?? ''],
    [t('info.modality'), MODALITIES.find((item) => item.id === tournament.modalityId)?.labels[locale].plural ?? ''],
    [t('info.gender'), genre ? genre.label[locale] : ''],
    [t('info.categories'), categories || t('info.open')],
    [t('info.dates'), formatDateRange(tournament.startDate, tournament.endDate, locale)],
    [t('info.inscriptions'), window],
    [t('info.entries'), tournament.maxEntries ? t('info.entriesOf', { count: tournament.entryCount, max: tournament.maxEntries }) : String(tournament.entryCount)],
    [t('info.approval'), tournament.requiresApproval ? t('info.approvalYes') : t('info.approvalNo')],
    [t('info.place'), tournament.placeName ?? t('info.none')],
    [t('info.season'), tournament.seasonName ?? t('info.none')],
    [t('info.organizer'), tournament.organizerName ?? t('info.none')],
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div className="flex flex-col gap-6">
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="tournament-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-1 border-b pb-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <FedRankings tables={fed} labels={{ title: tournament.statusId === 3 ? t('info.fed') : t('info.feeds'), none: t('info.feedsNone') }} />
        {tournament.description ? <p className="whitespace-pre-line">{tournament.description}</p> : null}
      </div>
      <aside className="flex flex-col gap-3 rounded-lg border p-4" aria-labelledby="tournament-podium">
        <h2 id="tournament-podium" className="text-lg font-bold">{t('info.results')}</h2>
        {results && results.positions.length > 0 ? (
          <ol className="flex flex-col gap-2" data-testid="tournament-positions">
            {results.positions.slice(0, 8).map((row) => (
              <li key={row.inscribedId} className="flex items-baseline gap-3">
                <span className="w-12 text-sm tabular-nums text-muted-foreground">{row.position === row.positionTo ? row.position : `${row.position}–${row.positionTo}`}</span>
                <span className="font-medium">{`${row.firstName} ${row.lastName}`.trim()}</span>
              </li>
            ))}
          </ol>
        ) : null}
        {results && results.positions.length > 0 ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <DownloadMenu kind="positions" id={tournament.id} />
            <DownloadMenu kind="results" id={tournament.id} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{tournament.statusId === 3 ? t('info.noResults') : t('info.resultsLater', { date: formatDate(tournament.endDate, locale) })}</p>
        )}
      </aside>
    </div>
  );
}
