import { createEffect, createEvent, createStore, sample } from 'effector';
import type { SessionUser } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { href, localeOfPath } from '@/shared/routes';
import { fetchSessionUser, postLogout } from '../api/session.api';
import { clearStoredSession, forgetStoredAccount, readStoredSession, writeStoredAccount, writeStoredSession, type StoredSession } from '../lib/session-cookies';

/** The session itself is in the HttpOnly cookie the server set: the page knows only who and until when. */
export interface SessionStartedPayload {
  user: SessionUser;
  /** ISO timestamp of the token's expiry. */
  expires: string;
}

/** The app has loaded: restore the session from the cookies. */
export const appStarted = createEvent();
export const sessionStarted = createEvent<SessionStartedPayload>();
export const accountSelected = createEvent<number>();
export const loggedOut = createEvent();
/** The profile changed (name, avatar): the top bar follows without a reload. */
export const profileUpdated = createEvent<SessionUser>();

export const $user = createStore<SessionUser | null>(null);
export const $accountId = createStore<number | null>(null);
export const $sessionReady = createStore(false);
export const $isAuthenticated = $user.map((user) => user !== null);
const $expires = createStore<Date | null>(null);
const $rememberedAccountId = createStore<number | null>(null);

export const readStoredSessionFx = createEffect<void, StoredSession>(() => readStoredSession());
export const fetchUserFx = createEffect<number, SessionUser>((userId) => fetchSessionUser(userId));
export const persistSessionFx = createEffect((session: { userId: number; accountId: number | null; expires: Date }) =>
  writeStoredSession(session),
);
export const persistAccountFx = createEffect((input: { accountId: number; expires: Date | null }) =>
  writeStoredAccount(input.accountId, input.expires),
);
export const clearStoredSessionFx = createEffect(() => clearStoredSession());
const forgetAccountFx = createEffect((userId: number) => {
  forgetStoredAccount();
  return userId;
});
export const logoutFx = createEffect(() => postLogout());
/** A full navigation on purpose: it drops every cached private query along with the session. */
export const goHomeFx = createEffect(() => {
  window.location.assign(href('home', {}, localeOfPath(window.location.pathname)));
});

/** The remembered account when the user still belongs to it, else the first (the default). */
function pickAccount(user: SessionUser, wanted: number | null): number | null {
  if (wanted !== null && user.accounts.some((account) => account.id === wanted)) return wanted;
  return user.accounts[0]?.id ?? null;
}

// Restore: cookies first; the profile is fetched only when a user id is there without one.
sample({ clock: appStarted, target: readStoredSessionFx });
$rememberedAccountId.on(readStoredSessionFx.doneData, (_, stored) => stored.accountId);
sample({
  clock: readStoredSessionFx.doneData,
  source: $user,
  filter: (user, stored) => user === null && stored.userId !== null,
  fn: (_, stored) => stored.userId ?? 0,
  target: fetchUserFx,
});
sample({
  clock: readStoredSessionFx.doneData,
  source: $user,
  filter: (user, stored) => user !== null || stored.userId === null,
  fn: () => true,
  target: $sessionReady,
});
$user.on(fetchUserFx.doneData, (_, user) => user);
sample({
  clock: fetchUserFx.doneData,
  source: $rememberedAccountId,
  fn: (remembered, user) => pickAccount(user, remembered),
  target: $accountId,
});
const statusOf = (error: Error) => (error instanceof ApiRequestError ? error.body.status : 0);
// A remembered account the user no longer belongs to (403): forget it and ask again as the default account.
const $accountRetried = createStore(false);
// One snapshot of the retry flag per failure, so both branches below judge the same failure alike.
const failed = sample({ clock: fetchUserFx.fail, source: $accountRetried, fn: (retried, { params, error }) => ({ retried, params, status: statusOf(error) }) });
const accountRefused = sample({ clock: failed, filter: (f) => !f.retried && f.status === 403, fn: (f) => f.params });
const finalFailure = sample({ clock: failed, filter: (f) => f.retried || f.status !== 403 });
$accountRetried.on(accountRefused, () => true);
$rememberedAccountId.on(accountRefused, () => null);
sample({ clock: accountRefused, target: forgetAccountFx });
sample({ clock: forgetAccountFx.done, fn: ({ params }) => params, target: fetchUserFx });
// A rejected token (expired, revoked) leaves nothing behind; a network failure keeps the cookies for a retry.
sample({
  clock: finalFailure,
  filter: (f) => [401, 403, 404].includes(f.status),
  target: clearStoredSessionFx,
});
$sessionReady.on(fetchUserFx.done, () => true).on(finalFailure, () => true);

// Sign-in: the first account is the default until another is chosen.
$user.on(sessionStarted, (_, { user }) => user).on(profileUpdated, (_, user) => user);
$expires.on(sessionStarted, (_, { expires }) => new Date(expires));
$sessionReady.on(sessionStarted, () => true);
$accountId.on(sessionStarted, (_, { user }) => pickAccount(user, null));
sample({
  clock: sessionStarted,
  fn: ({ user, expires }) => ({ userId: user.id, accountId: pickAccount(user, null), expires: new Date(expires) }),
  target: persistSessionFx,
});

const accountChosen = sample({
  clock: accountSelected,
  source: $user,
  filter: (user, accountId) => user !== null && user.accounts.some((account) => account.id === accountId),
  fn: (_, accountId) => accountId,
});
$accountId.on(accountChosen, (_, accountId) => accountId);
sample({ clock: accountChosen, source: $expires, fn: (expires, accountId) => ({ accountId, expires }), target: persistAccountFx });

// Logout: the server call needs the token, so local clearing comes after it, whatever its outcome.
sample({ clock: loggedOut, target: logoutFx });
sample({ clock: logoutFx.finally, target: clearStoredSessionFx });
$user.reset(logoutFx.finally);
$accountId.reset(logoutFx.finally);
$expires.reset(logoutFx.finally);
$rememberedAccountId.reset(logoutFx.finally);
sample({ clock: logoutFx.finally, target: goHomeFx });
