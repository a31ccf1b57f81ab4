import type { SessionUser } from '@domain/contract';
import { apiFetch, apiRequest } from '@/shared/api';

/** The profile of the signed-in user, as login returns it. */
export function fetchSessionUser(userId: number): Promise<SessionUser> {
  return apiFetch<SessionUser>(`users/${userId}`);
}

/** Ends the session on the server; the answer does not matter because local clearing follows anyway. */
export async function postLogout(): Promise<void> {
  await apiRequest<null>('auth/logout', { method: 'POST' });
}
