import type { AuthSession, LoginInput } from '@domain/contract';
import type { Locale } from '@domain/catalog';
import { apiFetch } from '@/shared/api';

export interface SignInRequest {
  credentials: LoginInput;
  captcha: string;
}

export function signIn({ credentials, captcha }: SignInRequest, signal?: AbortSignal): Promise<AuthSession> {
  return apiFetch<AuthSession>('auth/login', { method: 'POST', body: { ...credentials, recaptcha: captcha, channel: 'WEB' }, signal });
}

/** After the provider's callback: the session it opened, handed over once (the cookie travels with credentials). */
export function readSocialSession(communityId: number | null, signal?: AbortSignal): Promise<AuthSession> {
  return apiFetch<AuthSession>('auth/social/user', { query: { domain: communityId }, credentials: 'include', signal });
}

export function fetchSocialProviders(signal?: AbortSignal): Promise<{ name: string; label: string }[]> {
  return apiFetch<{ name: string; label: string }[]>('auth/social/providers', { signal });
}

/** Where the browser goes to start social sign-in: a navigation, not a call. */
export function socialStartUrl(provider: string, captcha: string, locale: Locale, communityId: number | null): string {
  const query = new URLSearchParams({ recaptcha: captcha, locale });
  if (communityId !== null) query.set('domain', String(communityId));
  return `/api/auth/social/${encodeURIComponent(provider)}?${query.toString()}`;
}
