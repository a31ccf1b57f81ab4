import { STORAGE_KEYS } from '@domain/catalog';

/**
 * Only same-site paths are accepted, so a crafted link cannot turn the login page into an open redirect
 * (`//evil.example` and `/\evil.example` are refused).
 */
export function isSafeTarget(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

export function savePostLoginTarget(target: string): void {
  if (isSafeTarget(target)) localStorage.setItem(STORAGE_KEYS.postLoginTarget, target);
}

/** Reads and clears the page saved before the redirect to login. */
export function takePostLoginTarget(): string | null {
  const target = localStorage.getItem(STORAGE_KEYS.postLoginTarget);
  localStorage.removeItem(STORAGE_KEYS.postLoginTarget);
  return target !== null && isSafeTarget(target) ? target : null;
}
