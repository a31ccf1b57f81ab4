import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import type { Inscribed } from '@domain/contract';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { toast } from '@/shared/ui/toaster';
import { useEntryMutations } from '../api/entries.mutations';
import { seedErrorsOf } from '../lib/seed-errors';
import { moveEntry, seedsAfterMove } from '../lib/seed-order';

interface EntriesManagerProps {
  validId: number;
  entries: Inscribed[];
  /** The picker that adds people (the page places the typeahead here). */
  adderSlot?: ReactNode;
  /** Set-up is frozen once the tournament has started. */
  editable: boolean;
}

const nameOf = (entry: Inscribed) => `${entry.person.firstName} ${entry.person.lastName}`.trim();

/**
 * The owner's entry list: seeds by number or by moving an entry up and down (keyboard and pointer alike),
 * removal that keeps the row, and restoring it.
 */
export function EntriesManager({ validId, entries, adderSlot, editable }: EntriesManagerProps) {
  const { t } = useTranslation('tournament');
  const { t: common } = useTranslation('common');
  const mutations = useEntryMutations(validId);
  const active = entries.filter((entry) => entry.origin !== 'removed');
  const removed = entries.filter((entry) => entry.origin === 'removed');
  const [dragged, setDragged] = useState<number | null>(null);
  const busy = mutations.seed.isPending || mutations.remove.isPending || mutations.restore.isPending;

  // A refused seed's message, shown on that entry's field (which keeps the refused number until it is changed).
  const [seedErrors, setSeedErrors] = useState<Record<number, string>>({});

  async function saveSeeds(seeds: Array<{ id: number; seed: number | null; version: number }>, field?: HTMLInputElement) {
    if (seeds.length === 0) return;
    try {
      await mutations.seed.mutateAsync(seeds);
      setSeedErrors({});
      toast.success(t('entries.seedsSaved'));
    } catch (error) {
      const placed = seedErrorsOf(error, seeds);
      if (Object.keys(placed).length > 0) {
        setSeedErrors(placed);
        field?.focus();
        return;
      }
      toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  }
  const move = (from: number, to: number) => void saveSeeds(seedsAfterMove(moveEntry(active, from, to)));
  async function act(kind: 'remove' | 'restore', entry: Inscribed) {
    try {
      await mutations[kind].mutateAsync(entry);
      toast.success(t(`entries.${kind}d`, { name: nameOf(entry) }));
    } catch (error) {
      toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  }

  return (
    <div className="flex flex-col gap-6" data-testid="entries-manager">
      {editable ? adderSlot : null}
      <ol className="flex flex-col divide-y rounded-lg border" data-testid="entries-list" aria-label={t('entries.listLabel', { count: active.length })}>
        {active.map((entry, index) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center gap-2 p-3 data-[dragging=true]:opacity-50 sm:gap-3"
            data-testid="entry"
            data-person-id={entry.personId}
            data-dragging={dragged === index}
            draggable={editable}
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null && dragged !== index) move(dragged, index);
              setDragged(null);
            }}
          >
            <span className="w-8 text-right tabular-nums text-sm text-muted-foreground">{index + 1}</span>
            <span className="min-w-0 flex-1 font-medium">
              {nameOf(entry)}
              {entry.clubName ? <span className="block text-xs text-muted-foreground">{entry.clubName}</span> : null}
            </span>
            {editable ? (
              <div className="flex shrink-0 items-center gap-1">
                <label className="flex items-center gap-2 text-sm">
                  <span className="sr-only sm:not-sr-only">{t('entries.seed')}</span>
                  <Input
                    key={`${entry.id}-${entry.version}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    className="w-16"
                    defaultValue={entry.seed ?? ''}
                    aria-label={t('entries.seedOf', { name: nameOf(entry) })}
                    aria-invalid={seedErrors[entry.id] ? true : undefined}
                    aria-describedby={seedErrors[entry.id] ? `seed-error-${entry.id}` : undefined}
                    onChange={() => {
                      if (seedErrors[entry.id]) setSeedErrors(({ [entry.id]: _fixed, ...rest }) => rest);
                    }}
                    onBlur={(event) => {
                      const seed = event.target.value === '' ? null : Number(event.target.value);
                      if (seed !== entry.seed) void saveSeeds([{ id: entry.id, seed, version: entry.version }], event.target);
                    }}
                  />
                </label>
                <Button variant="ghost" size="icon" disabled={busy || index === 0} aria-label={t('entries.up', { name: nameOf(entry) })} onClick={() => move(index, index - 1)}>
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" disabled={busy || index === active.length - 1} aria-label={t('entries.down', { name: nameOf(entry) })} onClick={() => move(index, index + 1)}>
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" disabled={busy} aria-label={t('entries.remove', { name: nameOf(entry) })} onClick={() => void act('remove', entry)}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            ) : entry.seed ? (
              <span className="text-sm text-muted-foreground">{t('entries.seedShort', { seed: entry.seed })}</span>
            ) : null}
            {editable && seedErrors[entry.id] ? (
              <p id={`seed-error-${entry.id}`} role="alert" className="w-full text-right text-sm text-destructive" data-testid="seed-error">
                {seedErrors[entry.id]}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {active.length === 0 ? <p className="text-muted-foreground">{t('entries.none')}</p> : null}
      {removed.length > 0 ? (
        <section aria-labelledby="removed-entries" className="flex flex-col gap-2">
          <h3 id="removed-entries" className="font-semibold">{t('entries.removedTitle')}</h3>
          <ul className="flex flex-col divide-y rounded-lg border border-dashed" data-testid="removed-entries">
            {removed.map((entry) => (
              <li key={entry.id} className="flex items-center gap-3 p-3 text-muted-foreground" data-testid="removed-entry">
                <span className="flex-1 line-through">{nameOf(entry)}</span>
                {editable ? (
                  <Button variant="outline" size="sm" disabled={busy} onClick={() => void act('restore', entry)}>
                    <RotateCcwIcon aria-hidden="true" />
                    {t('entries.restore')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
