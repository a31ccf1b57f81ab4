import { ApiRequestError } from '@/shared/api';

/**
 * The server's refusals of single seeds (`body.seeds.2.seed`), by the entry each one was about, so each message is
 * shown on that entry's seed field; empty when the failure is not about one seed.
 */
export function seedErrorsOf(error: unknown, sent: ReadonlyArray<{ id: number }>): Record<number, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const placed: Record<number, string> = {};
  for (const item of error.body.fields ?? []) {
    const index = /^body\.seeds\.(\d+)(?:\.|$)/.exec(item.field)?.[1];
    const entry = index === undefined ? undefined : sent[Number(index)];
    if (entry && placed[entry.id] === undefined) placed[entry.id] = item.message;
  }
  return placed;
}
