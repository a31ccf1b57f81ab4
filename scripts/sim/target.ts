import { prepareThrowawayTarget, type ThrowawayDatabase, type ThrowawayTarget } from '../../server/test/throwaway-target';

export { cleanupAllTargets } from '../../server/test/throwaway-target';
export type SimDatabase = ThrowawayDatabase;
export type SimTarget = ThrowawayTarget;

/**
 * The match day's own data: a fresh folder, or a fresh `test_sim_…` database on a PostgreSQL of this machine, with
 * the server set for one busy venue: no demo, and score-keepers, visitors and the organiser all behind 127.0.0.1.
 */
export function prepareTarget(kind: SimDatabase, visitors: number): Promise<SimTarget> {
  return prepareThrowawayTarget(kind, {
    prefix: 'test_sim',
    purpose: 'the match day',
    env: { DEMO_DATA: 'false', AUTH_RATE_LIMIT_MAX: '1000', LIVE_STREAMS_PER_ADDRESS: String(visitors + 20) },
  });
}
