import { COOKIE_NAMES } from '@domain/catalog';
import { deleteCookie, readCookie, writeCookie } from '@/shared/lib/cookies';

/**
 * What the page remembers of a session: who (user id) and acting as which account. The session token itself
 * is in an HttpOnly cookie that only the server sets and reads.
 */
export interface StoredSession {
  userId: number | null;
  accountId: number | null;
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

export function readStoredSession(): StoredSession {
  return {
    userId: positiveInt(readCookie(COOKIE_NAMES.userId)),
    accountId: positiveInt(readCookie(COOKIE_NAMES.accountId)),
  };
}

export function writeStoredSession(session: { userId: number; accountId: number | null; expires: Date }): void {
  // A token cookie written by an older version of the page goes: the server's cookie replaces it.
  deleteCookie(COOKIE_NAMES.token);
  writeCookie(COOKIE_NAMES.userId, String(session.userId), { expires: session.expires });
  if (session.accountId === null) deleteCookie(COOKIE_NAMES.accountId);
  else writeCookie(COOKIE_NAMES.accountId, String(session.accountId), { expires: session.expires });
}

export function writeStoredAccount(accountId: number, expires: Date | null): void {
  writeCookie(COOKIE_NAMES.accountId, String(accountId), expires ? { expires } : {});
}

export function clearStoredSession(): void {
  deleteCookie(COOKIE_NAMES.token);
  deleteCookie(COOKIE_NAMES.userId);
  deleteCookie(COOKIE_NAMES.accountId);
}

export function forgetStoredAccount(): void {
  deleteCookie(COOKIE_NAMES.accountId);
}
