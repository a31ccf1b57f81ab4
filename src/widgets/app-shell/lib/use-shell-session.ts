import { useUnit } from 'effector-react';
import { $sessionReady, $user, loggedOut } from '@/entities/session';
import { usePendingRequestCount } from '../api/pending-requests.query';

/** What the frame shows about the visitor; nothing is decided before the session restore finished. */
export function useShellSession() {
  const [ready, user, logout] = useUnit([$sessionReady, $user, loggedOut]);
  const pending = usePendingRequestCount(ready && user !== null);
  return { ready, user: ready ? user : null, pending, logout };
}

