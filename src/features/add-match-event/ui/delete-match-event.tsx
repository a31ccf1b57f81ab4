import { useTranslation } from 'react-i18next';
import type { MatchEvent } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { useDeleteMatchEvent } from '../api/match-event.mutations';

/** The owner's delete for one event, sent on the match version the page shows. */
export function DeleteMatchEventButton({ event, version }: { event: MatchEvent; version: number }) {
  const { t } = useTranslation('match');
  const remove = useDeleteMatchEvent(event.matchId);
  const type = t(`events.types.${event.type}`);
  const name = event.minute === null ? t('events.deleteNameNoMinute', { type }) : t('events.deleteName', { type, minute: event.minute });
  return (
    <DeleteButton
      iconOnly
      name={name}
      onDelete={async () => {
        try {
          await remove.mutateAsync({ eventId: event.id, version });
        } catch (error) {
          // A stale version: the page reads the match again; say so instead of the generic refusal.
          if (error instanceof ApiRequestError && error.body.status === 409) throw new ApiRequestError({ ...error.body, message: t('events.changed') });
          throw error;
        }
      }}
    />
  );
}
