import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarQueries, type ScheduleRequest, type ScheduleResult } from '@/entities/calendar';
import { matchQueries } from '@/entities/match';
import { apiFetch } from '@/shared/api';

/** Places every match of a phase or tournament at once; every calendar reads again afterwards. */
export function useScheduleMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleRequest) => apiFetch<ScheduleResult>('calendar/schedule', { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: calendarQueries.all() }), queryClient.invalidateQueries({ queryKey: matchQueries.all() })]);
    },
  });
}
