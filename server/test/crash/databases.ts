import { prepareThrowawayTarget, type ThrowawayDatabase, type ThrowawayTarget } from '../throwaway-target';

export { cleanupAllTargets } from '../throwaway-target';
export type CrashDatabase = ThrowawayDatabase;
export type CrashTarget = ThrowawayTarget;

/** The crash test's own data: a fresh folder, or a fresh `crash_…` database on a PostgreSQL of this machine. */
export function prepareTarget(kind: CrashDatabase): Promise<CrashTarget> {
  return prepareThrowawayTarget(kind, { prefix: 'crash', purpose: 'the crash test' });
}
