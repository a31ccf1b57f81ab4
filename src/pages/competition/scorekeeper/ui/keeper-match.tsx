import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScorekeeperMatch } from '@domain/contract';
import { toEngineMatch } from '@/entities/match';
import { EnterResultForm } from '@/features/enter-result';
import { useLocale } from '@/shared/routes';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { scoreText } from '../lib/score-text';
import type { QueuedSave, SaveQueue } from '../model/save-queue';
import { ConflictChoice } from './conflict-choice';

interface KeeperMatchProps {
  item: ScorekeeperMatch;
  /** This match's saves on the device, oldest first. */
  saves: QueuedSave[];
  queue: SaveQueue;
}

/** One match of the link's scope: who plays where and when, its score, and its result form. */
export function KeeperMatch({ item, saves, queue }: KeeperMatchProps) {
  const { t } = useTranslation('scorekeeper');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { match, rules } = item;
  const home = item.homeName ?? t('toBeDecided');
  const away = item.awayName ?? t('toBeDecided');
  const last = saves.at(-1);
  // The device's own score until the server's copy of the match has caught up with it.
  const shown = last && last.state !== 'failed' && last.state !== 'conflict' && (last.state !== 'sent' || match.version <= last.version) ? last.result : match.result;
  const score = scoreText(shown, rules);
  const when = item.scheduledAt ? new Intl.DateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(item.scheduledAt)) : null;
  const playable = match.homeId !== null && match.awayId !== null && match.status !== 'bye';
  const titleId = `keeper-match-${match.id}`;
  return (
    <li className="space-y-3 rounded-lg border bg-card p-4" aria-labelledby={titleId} data-testid="keeper-match" data-match-id={match.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {home} – {away}
        </h2>
        <p className="text-sm text-muted-foreground">{[item.phaseName, item.court ? t('court', { court: item.court }) : null, when].filter(Boolean).join(' · ')}</p>
      </div>
      <p className="text-2xl font-bold tabular-nums" data-testid="keeper-score">
        {score ?? t('noScore')}
      </p>
      {last && last.state !== 'conflict' ? (
        <Badge variant={last.state === 'sent' ? 'success' : last.state === 'failed' ? 'destructive' : 'outline'} data-testid="keeper-save-state" data-state={last.state}>
          {t(`state.${last.state}`, { message: last.message ?? '' })}
        </Badge>
      ) : null}
      {last?.state === 'conflict' ? <ConflictChoice save={last} rules={rules} onKeepMine={() => queue.keepMine(last.idempotencyKey)} onKeepTheirs={() => queue.keepTheirs(last.idempotencyKey)} /> : null}
      {playable && last?.state !== 'conflict' ? (
        open ? (
          <div className="space-y-2">
            <EnterResultForm
              key={`${match.id}-${match.version}`}
              match={toEngineMatch(match)}
              rules={rules}
              homeName={home}
              awayName={away}
              onSubmit={async (result) => {
                queue.enter(match.id, match.version, result);
                setOpen(false);
              }}
            />
            <Button type="button" variant="ghost" className="w-full" onClick={() => setOpen(false)}>
              {t('close')}
            </Button>
          </div>
        ) : (
          <Button type="button" className="h-11 w-full sm:w-auto" onClick={() => setOpen(true)}>
            {match.result || last ? t('correct') : t('enter')}
          </Button>
        )
      ) : null}
    </li>
  );
}
