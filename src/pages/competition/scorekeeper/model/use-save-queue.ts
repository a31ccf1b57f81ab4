import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { scorekeeperQueries } from '../api/scorekeeper.api';
import { createSaveQueue } from './save-queue';

/** Whether the device has a connection, as the browser tells it. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** The link's queue of saves: sent at once when online, and again whenever the connection returns. */
export function useSaveQueue(token: string) {
  const client = useQueryClient();
  const online = useOnline();
  const queue = useMemo(() => createSaveQueue(token, () => void client.invalidateQueries({ queryKey: scorekeeperQueries.all() })), [token, client]);
  const items = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  const waiting = items.some((item) => item.state === 'queued');
  useEffect(() => {
    if (online && waiting) void queue.flush();
  }, [online, waiting, queue]);
  return { queue, items, online };
}
