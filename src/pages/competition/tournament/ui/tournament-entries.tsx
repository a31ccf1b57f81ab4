import { lazy, useState } from 'react';
import { MODALITY_IDS } from '@domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PersonSummary, ValidDetail } from '@domain/contract';
import { fetchCandidates, tournamentQueries } from '@/entities/tournament';
import { DownloadMenu } from '@/features/tournament/download-table';
import { EntriesManager } from '@/features/tournament/manage-entries';
import { PersonTypeahead, type PersonSuggestions } from '@/features/person-typeahead';
import { useAddEntry } from '../api/add-entry';
import { LoadState } from '@/shared/ui/load-state';
import { Suspense } from '@/shared/lib/hydration';

// The owner's seeding by a ranking loads with the inscriptions screen that offers it, not with the tournament.
const SeedByRankingDialog = lazy(() => import('@/features/tournament/seed-by-ranking').then((slice) => ({ default: slice.SeedByRankingDialog })));
const QuickPersonDialog = lazy(() => import('@/features/tournament/quick-person').then((slice) => ({ default: slice.QuickPersonDialog })));
const ImportEntriesDialog = lazy(() => import('@/features/tournament/import-entries').then((slice) => ({ default: slice.ImportEntriesDialog })));

/**
 * The tournament's entries. Participants shows who plays, in seed order; the inscriptions screen gives the
 * owner the typeahead of eligible people, seeds, removal and restore while the tournament has not started.
 */
export function TournamentEntries({ tournament, manage }: { tournament: ValidDetail; manage: boolean }) {
  const { t } = useTranslation('tournament');
  const { t: common } = useTranslation('common');
  const query = useQuery(tournamentQueries.entries(tournament.id, { removed: manage }));
  const add = useAddEntry(tournament.id);
  const editable = manage && tournament.statusId === 1;
  // A name typed in the inscription box that finds nobody can become a new player, entered once created.
  const [creating, setCreating] = useState<string | null>(null);
  const singles = tournament.modalityId === MODALITY_IDS.single;
  const entries = query.data?.items ?? [];
  const suggest: PersonSuggestions = {
    key: tournamentQueries.candidates(tournament.id),
    fetch: async (q, signal) =>
      (await fetchCandidates(tournament.id, q, signal)).map((person): PersonSummary => ({ id: person.id, modalityId: person.modalityId, firstName: person.firstName, lastName: person.lastName, avatar: person.avatar, sportId: tournament.sportId })),
  };
  return (
    <section aria-labelledby="entries-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="entries-title" className="text-2xl font-bold">{manage ? t('panels.inscriptions.title') : t('panels.participants.title')}</h2>
        <p className="text-sm text-muted-foreground" data-testid="entries-count">
          {tournament.maxEntries ? t('info.entriesOf', { count: tournament.entryCount, max: tournament.maxEntries }) : t('entries.count', { count: tournament.entryCount })}
        </p>
      </div>
      {editable || tournament.entryCount > 0 ? (
        <div className="flex flex-wrap justify-end gap-2 print:hidden">
          {editable ? (
            <Suspense fallback={null}>
              <ImportEntriesDialog validId={tournament.id} />
              <SeedByRankingDialog validId={tournament.id} sportId={tournament.sportId} entries={entries.filter((entry) => entry.origin !== 'removed')} />
            </Suspense>
          ) : null}
          {tournament.entryCount > 0 ? <DownloadMenu kind="entries" id={tournament.id} /> : null}
        </div>
      ) : null}
      {!manage && tournament.inscriptionsOpen ? <p className="rounded-md border border-success p-3 text-sm">{t('entries.openHint')}</p> : null}
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        <EntriesManager
          validId={tournament.id}
          entries={entries}
          editable={editable}
          adderSlot={
            <div className="max-w-md">
              <PersonTypeahead
                label={t('entries.add')}
                placeholder={t('entries.addPlaceholder')}
                testId="entry-typeahead"
                suggest={suggest}
                exclude={entries.map((entry) => entry.personId)}
                chosenNames={entries.filter((entry) => entry.origin !== 'removed').map((entry) => `${entry.person.firstName} ${entry.person.lastName}`.trim())}
                onSelect={(person) => add(person)}
                {...(singles ? { onCreate: setCreating } : {})}
              />
              {creating !== null ? (
                <Suspense fallback={null}>
                  <QuickPersonDialog
                    name={creating}
                    sportId={tournament.sportId}
                    onClose={() => setCreating(null)}
                    onCreated={(person) => {
                      setCreating(null);
                      add(person);
                    }}
                  />
                </Suspense>
              ) : null}
            </div>
          }
        />
      </LoadState>
      {manage && tournament.statusId !== 1 ? <p className="text-sm text-muted-foreground">{t('entries.frozen')}</p> : null}
    </section>
  );
}
