import { useTranslation } from 'react-i18next';
import type { DeskState, OrderOfPlayMatch } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toaster';
import { useSetDeskState } from '../api/desk-state.mutation';

type Action = { key: 'call' | 'start' | 'finish' | 'undo'; to: DeskState | null };

/** The desk's next moves from a match's state: waiting → called → started → finished, and back to waiting. */
function actionsOf(state: DeskState | null): Action[] {
  if (state === 'called') return [{ key: 'start', to: 'started' }, { key: 'undo', to: null }];
  if (state === 'started') return [{ key: 'finish', to: 'finished' }, { key: 'undo', to: null }];
  return [
    { key: 'call', to: 'called' },
    { key: 'start', to: 'started' },
  ];
}

/** One tap per move, for the tournament's owner at the desk. A stale version shows the current state instead. */
export function DeskButtons({ match }: { match: OrderOfPlayMatch }) {
  const { t } = useTranslation('desk-state');
  const mutation = useSetDeskState();
  const names = `${match.home?.name ?? '?'} – ${match.away?.name ?? '?'}`;
  const run = (action: Action) =>
    mutation.mutate(
      { matchId: match.matchId, state: action.to, version: match.deskVersion },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && error.body.status === 409) toast.error(t('stale'));
          else toast.error(t('failed'));
        },
      },
    );
  return (
    <div role="group" aria-label={t('actions', { match: names })} className="flex shrink-0 gap-2">
      {actionsOf(match.deskState).map((action) => (
        <Button key={action.key} type="button" size="sm" className="min-h-11 min-w-11" variant={action.key === 'undo' ? 'ghost' : action.key === 'call' ? 'outline' : 'default'} disabled={mutation.isPending} onClick={() => run(action)} data-testid={`desk-${action.key}`}>
          {t(action.key)}
        </Button>
      ))}
    </div>
  );
}
