import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/shared/api';

/**
 * Puts the server's field errors (`body.lookAndFeel.primary`) on the form's fields (`lookAndFeel.primary`).
 * Returns how many landed, so the caller can say anything else once, elsewhere.
 */
export function applyServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fields: readonly string[]): number {
  if (!(error instanceof ApiRequestError)) return 0;
  let applied = 0;
  for (const item of error.body.fields ?? []) {
    const name = item.field.replace(/^body\./, '');
    const target = fields.find((field) => name === field || name.startsWith(`${field}.`)) ?? null;
    if (!target) continue;
    setError((fields.includes(name) ? name : target) as FieldPath<T>, { type: 'server', message: item.message });
    applied += 1;
  }
  return applied;
}

/** The server's message for a failure, or the caller's fallback text. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.body.message ? error.body.message : fallback;
}
