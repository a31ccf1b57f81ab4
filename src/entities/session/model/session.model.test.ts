import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { SessionUser } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { readCookie } from '@/shared/lib/cookies';
import {
  $accountId,
  $isAuthenticated,
  $sessionReady,
  $user,
  accountSelected,
  appStarted,
  fetchUserFx,
  goHomeFx,
  loggedOut,
  logoutFx,
  sessionStarted,
} from './session.model';
import { $allowEdit, creatorChanged } from './owner-mode.model';

const organiser: SessionUser = {
  id: 7,
  user: 'organizador',
  fullName: 'Ana Organizadora',
  avatar: null,
  accounts: [
    { id: 11, name: 'Club Norte' },
    { id: 12, name: 'Liga Sur' },
  ],
};
const expires = new Date(Date.now() + 3_600_000).toISOString();

function setCookies(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) document.cookie = `${name}=${value}; Path=/`;
}

function scopeWith(fetchUser = vi.fn(async () => organiser)) {
  const logout = vi.fn(async () => undefined);
  const goHome = vi.fn(() => undefined);
  const scope = fork({
    handlers: [
      [fetchUserFx, fetchUser],
      [logoutFx, logout],
      [goHomeFx, goHome],
    ],
  });
  return { scope, fetchUser, logout, goHome };
}

// An emptied cookie counts as gone (happy-dom keeps `name=` after Max-Age=0).
const storedCookies = () => ['userToken', 'userId', 'accountId'].map((name) => readCookie(name) || null);

afterEach(() => {
  for (const name of ['userToken', 'userId', 'accountId']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('session model', () => {
  it('starts a session with the first account as the default, keeping the token out of the page’s cookies', async () => {
    const { scope } = scopeWith();
    await allSettled(sessionStarted, { scope, params: { user: organiser, expires } });
    expect(scope.getState($user)).toEqual(organiser);
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($sessionReady)).toBe(true);
    expect(scope.getState($accountId)).toBe(11);
    expect([readCookie('userToken'), readCookie('userId'), readCookie('accountId')]).toEqual([null, '7', '11']);
  });

  it('selects only accounts the user belongs to, and remembers the choice in the cookie', async () => {
    const { scope } = scopeWith();
    await allSettled(sessionStarted, { scope, params: { user: organiser, expires } });
    await allSettled(accountSelected, { scope, params: 99 });
    expect(scope.getState($accountId)).toBe(11);
    await allSettled(accountSelected, { scope, params: 12 });
    expect(scope.getState($accountId)).toBe(12);
    expect(readCookie('accountId')).toBe('12');
  });

  it('restores from cookies by fetching the profile, keeping the remembered account', async () => {
    setCookies({ userToken: 'tok', userId: '7', accountId: '12' });
    const { scope, fetchUser } = scopeWith();
    expect(scope.getState($sessionReady)).toBe(false);
    await allSettled(appStarted, { scope });
    expect(fetchUser).toHaveBeenCalledWith(7);
    expect(scope.getState($user)).toEqual(organiser);
    expect(scope.getState($accountId)).toBe(12);
    expect(scope.getState($sessionReady)).toBe(true);
  });

  it('is ready and signed out at once when there are no cookies', async () => {
    const { scope, fetchUser } = scopeWith();
    await allSettled(appStarted, { scope });
    expect(fetchUser).not.toHaveBeenCalled();
    expect(scope.getState($sessionReady)).toBe(true);
    expect(scope.getState($isAuthenticated)).toBe(false);
  });

  it('drops the cookies when the server rejects the stored token', async () => {
    setCookies({ userToken: 'old', userId: '7', accountId: '11' });
    const rejected = vi.fn(async (): Promise<SessionUser> => {
      throw new ApiRequestError({ status: 401, code: 'UNAUTHORIZED', message: 'Debes iniciar sesión' });
    });
    const { scope } = scopeWith(rejected);
    await allSettled(appStarted, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($sessionReady)).toBe(true);
    expect(storedCookies()).toEqual([null, null, null]);
  });

  it('logs out: calls the server, clears cookies, profile and owner mode, then goes home', async () => {
    const { scope, logout, goHome } = scopeWith();
    await allSettled(sessionStarted, { scope, params: { user: organiser, expires } });
    await allSettled(creatorChanged, { scope, params: 11 });
    expect(scope.getState($allowEdit)).toBe(true);
    await allSettled(loggedOut, { scope });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($accountId)).toBeNull();
    expect(scope.getState($allowEdit)).toBe(false);
    expect(storedCookies()).toEqual([null, null, null]);
  });
});

describe('owner mode', () => {
  it('follows both the creator and the current account', async () => {
    const { scope } = scopeWith();
    await allSettled(sessionStarted, { scope, params: { user: organiser, expires } });
    expect(scope.getState($allowEdit)).toBe(false);
    await allSettled(creatorChanged, { scope, params: 12 });
    expect(scope.getState($allowEdit)).toBe(false);
    await allSettled(accountSelected, { scope, params: 12 });
    expect(scope.getState($allowEdit)).toBe(true);
    await allSettled(creatorChanged, { scope, params: null });
    expect(scope.getState($allowEdit)).toBe(false);
  });
});

describe('restore with a stale account', () => {
  it('forgets an account the user no longer belongs to and restores with the default one', async () => {
    setCookies({ userToken: 'tok', userId: '7', accountId: '99' });
    let calls = 0;
    const fetchUser = vi.fn(async (): Promise<SessionUser> => {
      calls += 1;
      if (calls === 1) throw new ApiRequestError({ status: 403, code: 'FORBIDDEN', message: 'No tienes permisos para realizar esta acción' });
      return organiser;
    });
    const { scope } = scopeWith(fetchUser);
    await allSettled(appStarted, { scope });
    expect(fetchUser).toHaveBeenCalledTimes(2);
    expect(scope.getState($user)).toEqual(organiser);
    expect(scope.getState($accountId)).toBe(11);
    expect(readCookie('userToken')).toBe('tok');
    expect(readCookie('accountId') || null).toBeNull();
  });
});
