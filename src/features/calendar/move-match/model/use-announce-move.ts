import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@/entities/calendar';
import { toast } from '@/shared/ui/toaster';

/** Says a move was saved, and warns when the new time clashes with something (the server flags, never refuses). */
export function useAnnounceMove() {
  const { t } = useTranslation('calendar');
  return (entry: CalendarEntry) => {
    const names = { home: entry.home?.name ?? t('toBeDecided'), away: entry.away?.name ?? t('toBeDecided') };
    if (entry.conflicts.length > 0) toast({ title: t('move.movedWithConflicts', { ...names, count: entry.conflicts.length }), variant: 'error' });
    else toast.success(t('move.moved', names));
  };
}
