import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import type { PlannedOutcome, Workload } from './results.bench-lib';

/** brackets-model's Status.Ready: both opponents known, no result yet. */
const READY = 2;

/** The same work with brackets-manager.js: create, play every match, final standings. */
export async function runBracketsManager(workload: Workload, outcomes: readonly PlannedOutcome[]): Promise<number> {
  const manager = new BracketsManager(new InMemoryDatabase());
  const seeding = Array.from({ length: workload.entries }, (_, i) => `Entry ${i + 1}`);
  const stage = await manager.create.stage({
    tournamentId: 0,
    name: workload.name,
    type: workload.groups === null ? 'single_elimination' : 'round_robin',
    seeding,
    settings:
      workload.groups === null
        ? { seedOrdering: ['natural'], consolationFinal: workload.thirdPlace }
        : { groupCount: workload.groups, seedOrdering: ['groups.seed_optimized'], roundRobinMode: 'simple' },
  });
  let played = 0;
  for (;;) {
    const matches = (await manager.storage.select('match', { stage_id: stage.id })) ?? [];
    const ready = matches.filter((m) => m.status === READY);
    if (ready.length === 0) break;
    for (const match of ready) {
      const outcome = outcomes[played % outcomes.length];
      played += 1;
      if (!outcome) throw new Error('no outcome');
      const winner = { score: 3, result: 'win' as const };
      const loser = { score: outcome.loserGames };
      await manager.update.match({
        id: match.id,
        opponent1: outcome.homeWins ? winner : loser,
        opponent2: outcome.homeWins ? loser : winner,
      });
    }
  }
  const standings =
    workload.groups === null
      ? await manager.get.finalStandings(stage.id)
      : await manager.get.finalStandings(stage.id, {
          rankingFormula: (item) => 2 * item.wins + item.losses,
        });
  return standings.length;
}
