import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefreshCwIcon } from 'lucide-react';
import { calendarQueries } from '@/entities/calendar';
import { Button } from '@/shared/ui/button';

/** Someone moved or played the match meanwhile: nothing was saved, and one click reads the calendar again. */
export function StaleNotice({ onReloaded }: { onReloaded?: () => void }) {
  const { t } = useTranslation('calendar');
  const queryClient = useQueryClient();
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: calendarQueries.all() });
    onReloaded?.();
  };
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive p-3 text-sm" data-testid="calendar-stale">
      <p className="min-w-0 flex-1 font-medium text-destructive">{t('move.stale')}</p>
      <Button type="button" variant="outline" size="sm" onClick={() => void reload()}>
        <RefreshCwIcon aria-hidden="true" />
        {t('move.reload')}
      </Button>
    </div>
  );
}
