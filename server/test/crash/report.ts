import type { CrashReport, RoundFigures } from './run';

const n = (value: number) => value.toLocaleString('en-US');

export function describeRound(round: RoundFigures, maxRestartMs: number): string {
  return (
    `  round ${String(round.round).padStart(2)}: ${n(round.acknowledged)} writes acknowledged (${n(round.updates)} of them changes, ${n(round.refused)} refused), ` +
    `${n(round.verified)} verified, ${n(round.rechecked)} earlier ones rechecked, ${n(round.lost)} lost, ` +
    `${n(round.inFlightAtKill)} in flight at the kill after ${n(round.killAfterMs)} ms, restart ${n(round.restartMs)} ms${round.restartMs > maxRestartMs ? ' (SLOW)' : ''}`
  );
}

const sum = (rounds: RoundFigures[], pick: (round: RoundFigures) => number) => rounds.reduce((total, round) => total + pick(round), 0);

/** Totals of one database, the losses one by one, and why the run stopped early if it did. */
export function describeReport(report: CrashReport): string[] {
  const { rounds } = report;
  const restarts = rounds.map((round) => round.restartMs).sort((a, b) => a - b);
  const median = restarts[Math.floor(restarts.length / 2)] ?? 0;
  const lines = [
    `${report.database}: ${rounds.length} rounds, ${n(sum(rounds, (r) => r.acknowledged))} writes acknowledged ` +
      `(${n(sum(rounds, (r) => r.updates))} of them changes), ` +
      `${n(sum(rounds, (r) => r.verified))} verified, ${n(sum(rounds, (r) => r.lost))} lost, ` +
      `${n(sum(rounds, (r) => r.inFlightAtKill))} in flight at the kills, ${n(sum(rounds, (r) => r.refused))} refused`,
    `  restart ms: min ${n(restarts[0] ?? 0)}, median ${n(median)}, max ${n(restarts.at(-1) ?? 0)} (first start with the demo data ${n(report.firstStartMs)} ms)`,
  ];
  for (const loss of report.losses) {
    const { record } = loss;
    lines.push(`  LOST ${record.kind} ${record.id} of round ${record.round}: acknowledged version ${record.version} "${record.name}", found ${loss.found}`);
  }
  for (const slow of report.slowRestarts) lines.push(`  SLOW restart after the kill of round ${slow.round}: ${n(slow.restartMs)} ms, over the ${n(report.maxRestartMs)} ms allowed`);
  if (report.failure) lines.push(`  FAILED: ${report.failure}`);
  return lines;
}

export const crashTestFailed = (report: CrashReport) => report.failure !== null || report.losses.length > 0 || report.slowRestarts.length > 0;
