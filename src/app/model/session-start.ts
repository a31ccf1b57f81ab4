import { allSettled, type Scope } from 'effector';
import { appStarted } from '@/entities/session';

/** Restores the session from the cookies into the app's scope; the shell waits on `$sessionReady`. */
export function startSession(scope: Scope): Promise<void> {
  return allSettled(appStarted, { scope }).then(() => undefined);
}
