import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListOrderedIcon } from 'lucide-react';
import type { Inscribed } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { useCommunityId } from '@/entities/reference';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { FormDialog } from '@/shared/ui/form-dialog';
import { Label } from '@/shared/ui/label';
import { NativeSelect } from '@/shared/ui/native-select';
import { toast } from '@/shared/ui/toaster';
import { rankingPositions } from '../api/ranking-positions';
import { useSaveSeeds } from '../api/save-seeds';
import { rankedOrder, seedsOf } from '../lib/ranked-order';

const nameOf = (entry: Inscribed) => `${entry.person.firstName} ${entry.person.lastName}`.trim();

/** The owner picks a ranking table of the tournament's sport; the entries are seeded by their position in it. */
export function SeedByRankingDialog({ validId, sportId, entries }: { validId: number; sportId: number; entries: Inscribed[] }) {
  const { t } = useTranslation('seed-by-ranking');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const communityId = useCommunityId();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [rankingId, setRankingId] = useState(0);
  const [rankingModalityId, setRankingModalityId] = useState(0);
  const rankings = useQuery({ ...rankingQueries.list(communityId, { sportId, size: 100 }), enabled: open });
  const tables = useQuery({ ...rankingQueries.categories(rankingId, locale), enabled: open && rankingId > 0 });
  const personIds = entries.map((entry) => entry.personId);
  const positions = useQuery({
    queryKey: [...rankingQueries.all(), 'positions', rankingModalityId, personIds] as const,
    queryFn: () => rankingPositions(client, rankingModalityId, personIds),
    enabled: open && rankingModalityId > 0,
  });
  const save = useSaveSeeds(validId);
  const ordered = positions.data ? rankedOrder(entries, positions.data) : [];
  // "Aplicar" with the ranking or its table not chosen yet says which, on that field, instead of doing nothing.
  const [missing, setMissing] = useState<'ranking' | 'table' | null>(null);
  async function apply() {
    if (rankingId === 0 || rankingModalityId === 0) {
      const field = rankingId === 0 ? 'ranking' : 'table';
      setMissing(field);
      document.getElementById(field === 'ranking' ? 'seed-ranking' : 'seed-table')?.focus();
      return;
    }
    if (!positions.data) return;
    try {
      const seeds = seedsOf(ordered);
      if (seeds.length > 0) await save.mutateAsync(seeds);
      toast.success(t('saved'));
      setOpen(false);
    } catch (error) {
      toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setRankingId(0);
          setRankingModalityId(0);
          setMissing(null);
        }
      }}
      trigger={
        <Button variant="outline" disabled={entries.length < 2}>
          <ListOrderedIcon aria-hidden="true" />
          {t('open')}
        </Button>
      }
      title={t('title')}
      description={t('description')}
      onSubmit={() => void apply()}
      saving={save.isPending}
      labels={{ save: t('apply'), cancel: common('actions.cancel'), close: common('actions.close') }}
      testId="seed-by-ranking"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="seed-ranking">{t('ranking')}</Label>
        <NativeSelect
          id="seed-ranking"
          value={rankingId || ''}
          aria-invalid={missing === 'ranking' ? true : undefined}
          aria-describedby={missing === 'ranking' ? 'seed-ranking-missing' : undefined}
          onChange={(event) => {
            setRankingId(Number(event.target.value) || 0);
            setRankingModalityId(0);
            setMissing(null);
          }}
        >
          <option value="">{t('pickRanking')}</option>
          {(rankings.data?.items ?? []).map((ranking) => (
            <option key={ranking.id} value={ranking.id}>{ranking.name}</option>
          ))}
        </NativeSelect>
        {rankings.data && rankings.data.items.length === 0 ? <p className="text-sm text-muted-foreground">{t('noRankings')}</p> : null}
        {missing === 'ranking' ? (
          <p id="seed-ranking-missing" role="alert" className="text-sm text-destructive">
            {t('rankingMissing')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="seed-table">{t('table')}</Label>
        <NativeSelect
          id="seed-table"
          value={rankingModalityId || ''}
          disabled={rankingId === 0}
          aria-invalid={missing === 'table' ? true : undefined}
          aria-describedby={missing === 'table' ? 'seed-table-missing' : undefined}
          onChange={(event) => {
            setRankingModalityId(Number(event.target.value) || 0);
            setMissing(null);
          }}
        >
          <option value="">{t('pickTable')}</option>
          {(tables.data ?? []).map((table) => (
            <option key={table.id} value={table.id}>{table.label}</option>
          ))}
        </NativeSelect>
        {missing === 'table' ? (
          <p id="seed-table-missing" role="alert" className="text-sm text-destructive">
            {t('tableMissing')}
          </p>
        ) : null}
      </div>
      {positions.data ? (
        <section aria-labelledby="seed-preview" className="flex flex-col gap-2">
          <h3 id="seed-preview" className="font-semibold">{t('preview')}</h3>
          <ol className="flex max-h-64 flex-col divide-y overflow-y-auto rounded-lg border text-sm" data-testid="seed-preview">
            {ordered.map((entry, index) => (
              <li key={entry.id} className="flex items-center gap-3 px-3 py-2" data-person-id={entry.personId}>
                <span className="w-6 text-right tabular-nums text-muted-foreground">{index + 1}</span>
                <span className="flex-1">{nameOf(entry)}</span>
                <span className="text-xs text-muted-foreground">{positions.data.has(entry.personId) ? t('position', { position: positions.data.get(entry.personId) }) : t('unranked')}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </FormDialog>
  );
}
