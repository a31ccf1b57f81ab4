import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MedalIcon } from 'lucide-react';
import type { PersonSummary } from '@domain/contract';
import { MatchLine, matchQueries } from '@/entities/match';
import { MovementMark, rankingQueries } from '@/entities/ranking';
import { href, tabSlug, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Suspense } from '@/shared/lib/hydration';
import { PersonTypeahead } from './lazy-tools';

function Matches({ personId, played }: { personId: number; played: boolean }) {
  const { t } = useTranslation('people');
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const query = useQuery(matchQueries.ofPerson(personId, played, page));
  const id = played ? 'person-results' : 'person-upcoming';
  const data = query.data;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3" data-testid={id}>
      <h2 id={id} className="text-2xl font-bold">{t(played ? 'play.results' : 'play.upcoming')}</h2>
      {data && data.items.length === 0 && page === 0 ? <p className="text-muted-foreground">{t(played ? 'play.noResults' : 'play.noUpcoming')}</p> : null}
      <ul className="grid gap-2 lg:grid-cols-2">
        {(data?.items ?? []).map((match) => (
          <MatchLine key={match.matchId} match={match} locale={locale} unscheduled={t('play.unscheduled')} />
        ))}
      </ul>
      {data && (page > 0 || data.hasMore) ? (
        <nav aria-label={t(played ? 'play.resultsPages' : 'play.upcomingPages')} className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('play.previous')}
          </Button>
          <span className="text-sm text-muted-foreground" aria-live="polite">{t('play.page', { page: page + 1 })}</span>
          <Button variant="outline" size="sm" disabled={!data.hasMore} onClick={() => setPage(page + 1)}>
            {t('play.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function Podiums({ personId }: { personId: number }) {
  const { t } = useTranslation('people');
  const locale = useLocale();
  const podiums = useQuery(matchQueries.podiums(personId)).data ?? [];
  const titles = podiums.filter((podium) => podium.position === 1).length;
  return (
    <section aria-labelledby="person-podiums" className="flex flex-col gap-3" data-testid="person-podiums">
      <h2 id="person-podiums" className="text-2xl font-bold">{t('play.podiums')}</h2>
      {podiums.length === 0 ? (
        <p className="text-muted-foreground">{t('play.noPodiums')}</p>
      ) : (
        <>
          <p className="text-muted-foreground">{`${t('play.podiumCount', { count: podiums.length })} · ${t('play.titleCount', { count: titles })}`}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {podiums.map((podium) => (
              <li key={podium.validId} className="flex items-center gap-3 rounded-lg border p-3">
                <MedalIcon aria-hidden="true" className={podium.position === 1 ? 'size-6 text-primary' : 'size-6 text-muted-foreground'} />
                <span className="flex flex-col">
                  <Link to={href('tournament-detail', { validId: podium.validId, selectedTab: tabSlug('tournament', 'info', locale) }, locale)} className="font-medium hover:underline">
                    {podium.validName}
                  </Link>
                  <span className="text-sm text-muted-foreground">{t(`play.place${podium.position}`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Standings({ personId }: { personId: number }) {
  const { t } = useTranslation('people');
  const { t: ranking } = useTranslation('ranking');
  const locale = useLocale();
  const rows = useQuery(rankingQueries.person(personId)).data ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="person-standings" className="flex flex-col gap-3" data-testid="person-standings">
      <h2 id="person-standings" className="text-2xl font-bold">{t('play.standings')}</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.rankingModalityId} className="flex items-center justify-between gap-3 rounded-lg border p-3">
            <span className="flex flex-col">
              <Link to={href('players-ranking-modality', { personId, rankingId: row.rankingId, rankingModalityId: row.rankingModalityId }, locale)} className="font-medium hover:underline">
                {row.rankingName}
              </Link>
              <span className="text-sm text-muted-foreground">{ranking('personTable', { position: row.position, points: row.points, count: row.tournaments })}</span>
            </span>
            <MovementMark movement={row.movement} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HeadToHead({ person }: { person: PersonSummary }) {
  const { t } = useTranslation('people');
  const locale = useLocale();
  const [other, setOther] = useState<PersonSummary | null>(null);
  const versus = useQuery({ ...matchQueries.versus(person.id, other?.id ?? 0), enabled: other !== null });
  const data = versus.data;
  const names = { person: `${person.firstName} ${person.lastName}`.trim(), other: other ? `${other.firstName} ${other.lastName}`.trim() : '' };
  return (
    <section aria-labelledby="person-versus" className="flex flex-col gap-3" data-testid="person-versus">
      <h2 id="person-versus" className="text-2xl font-bold">{t('play.versus')}</h2>
      <div className="max-w-md">
        <Suspense fallback={null}>
          <PersonTypeahead label={t('play.versusPick')} modalityId={person.modalityId} exclude={[person.id]} onSelect={setOther} />
        </Suspense>
      </div>
      {other && data ? (
        <div className="flex flex-col gap-2" data-testid="person-versus-result">
          <p className="font-semibold">{t('play.versusTotals', { ...names, won: data.totals.person, lost: data.totals.other, drawn: data.totals.drawn })}</p>
          {data.matches.length === 0 ? <p className="text-muted-foreground">{t('play.versusNone', names)}</p> : null}
          <ul className="flex flex-col gap-1">
            {data.matches.map((match) => (
              <li key={match.matchId}>
                <Link to={href('match', { matchId: match.matchId }, locale)} className="underline underline-offset-4">{`${match.validName} · ${match.phaseName}`}</Link>
                <span className="tabular-nums">{` ${match.score.person}–${match.score.other}`}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** What a player has played: ranking places with movement, podiums, coming matches and results, and head-to-head. */
export default function PersonPlay({ person, ranked }: { person: PersonSummary; ranked: boolean }) {
  return (
    <>
      {ranked ? <Standings personId={person.id} /> : null}
      <Podiums personId={person.id} />
      <Matches personId={person.id} played={false} />
      <Matches personId={person.id} played />
      <HeadToHead person={person} />
    </>
  );
}
