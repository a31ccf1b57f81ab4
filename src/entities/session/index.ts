export {
  $user,
  $accountId,
  $isAuthenticated,
  $sessionReady,
  appStarted,
  sessionStarted,
  accountSelected,
  loggedOut,
  profileUpdated,
} from './model/session.model';
export type { SessionStartedPayload } from './model/session.model';
export { $allowEdit, $creatorAccountId, creatorChanged } from './model/owner-mode.model';
export { useOwnerMode } from './model/use-owner-mode';
export { sessionQueries } from './api/session.queries';
export { RequireAuth } from './ui/require-auth';
export { AccountPicker } from './ui/account-picker';
export { savePostLoginTarget, takePostLoginTarget } from './lib/post-login-target';
export { fragmentToken } from './lib/fragment-token';
export type { SessionUser, SessionAccount } from '@domain/contract';
