import { COOKIE_NAMES } from '@domain/catalog';
import { deleteCookie, readCookie, writeCookie } from '@/shared/lib/cookies';

export interface StoredSession {
  token: string | null;
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
    token: readCookie(COOKIE_NAMES.token) || null,
    userId: positiveInt(readCookie(COOKIE_NAMES.userId)),
    accountId: positiveInt(readCookie(COOKIE_NAMES.accountId)),
  };
}

export function writeStoredSession(session: { token: string; userId: number; accountId: number | null; expires: Date }): void {
  writeCookie(COOKIE_NAMES.token, session.token, { expires: session.expires });
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
