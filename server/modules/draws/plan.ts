import type { Locale } from '@domain/catalog';
import { createBracket, createGroupPhase, type Entry, type SeparationKey } from '@domain/engine';
import { PHASE_FORMAT_IDS, validationMessage, type DrawInput, type DrawOptions } from '@domain/contract';
import type { matches } from '../../db/schema';
import { badRequest, refused } from '../../lib/errors';
import { inscribedId } from './engine';
import type { PhaseContext } from './queries';

export type MatchInsert = typeof matches.$inferInsert;

/** Groups are named A, B, … Z, then A2, B2, …. */
export const groupName = (number: number) => `${String.fromCharCode(64 + ((number - 1) % 26) + 1)}${number > 26 ? Math.ceil(number / 26) : ''}`;

/** How many groups: the configured count, else enough groups of `groupSize`, never fewer than two entries each. */
function groupCountFor(entries: number, phase: PhaseContext, input: DrawInput): number {
  const configured = input.groupCount ?? (input.method === 'manual' ? input.manual?.length : undefined) ?? phase.configuration.groupCount;
  if (configured) return configured;
  const size = phase.configuration.groupSize ?? 4;
  return Math.max(1, Math.min(Math.ceil(entries / size), Math.floor(entries / 2)));
}

/** A draw as the engine made it, ready to be written. */
export interface Planned {
  method: string;
  options: DrawOptions;
  groups: Array<{ number: number; entries: number[] }>;
  matches: Array<Omit<MatchInsert, 'phaseId' | 'groupId'> & { groupNumber: number | null }>;
}

/** Plans a phase's draw with the engine; refusals are worded in `locale`. */
export function plan(locale: Locale, phase: PhaseContext, entries: Entry[], input: DrawInput, seed: number): Planned {
  const config = phase.configuration;
  const separateClubs = input.separateClubs ?? config.separateClubs;
  const separateBy: SeparationKey[] = separateClubs ? ['fromGroup', 'clubId'] : ['fromGroup'];
  const stored = entries.map((entry) => ({ id: Number(entry.id), seed: entry.seed ?? null, clubId: entry.clubId === undefined ? null : Number(entry.clubId), fromGroup: entry.fromGroup ?? null }));
  if (phase.formatId === PHASE_FORMAT_IDS.knockout) {
    const manual = input.method === 'manual';
    if (manual && !input.lines) throw badRequest('body.lines', validationMessage('required', locale));
    const order = input.seedOrder ?? config.seedOrder;
    const thirdPlace = input.thirdPlace ?? config.thirdPlace;
    const maxSeeds = input.maxSeeds ?? config.maxSeeds;
    const placed = manual && input.lines ? { lines: input.lines } : {};
    const bracket = createBracket(entries, { seed, order, thirdPlace, separateBy, ...(maxSeeds ? { maxSeeds } : {}), ...placed });
    if (!bracket.ok) throw refused(422, bracket, locale);
    const { size, lines } = bracket.value;
    return {
      method: manual ? 'manual' : order,
      options: { kind: 'bracket', entries: stored, separateBy, order, thirdPlace, maxSeeds, size, lines: lines.map(inscribedId) },
      groups: [],
      matches: bracket.value.matches.map((match) => ({
        groupNumber: null,
        code: match.id,
        round: match.round,
        position: match.position,
        homeId: inscribedId(match.home),
        awayId: inscribedId(match.away),
        status: match.winner !== null ? 'bye' : 'pending',
        winnerId: inscribedId(match.winner),
        winnerTo: match.winnerTo,
        loserTo: match.loserTo,
        thirdPlace: match.thirdPlace,
      })),
    };
  }
  const method = input.method ?? config.drawMethod;
  const groupCount = groupCountFor(entries.length, phase, input);
  if (method === 'manual' && !input.manual) throw badRequest('body.manual', validationMessage('required', locale));
  const manual = method === 'manual' ? input.manual : undefined;
  const drawn = createGroupPhase(entries, { groupCount, method, seed, separateBy, rounds: config.rounds, ...(manual ? { manual } : {}) });
  if (!drawn.ok) throw refused(422, drawn, locale);
  return {
    method,
    options: { kind: 'groups', entries: stored, separateBy, groupCount, rounds: config.rounds, ...(manual ? { manual } : {}) },
    groups: drawn.value.groups.map((group) => ({ number: group.number, entries: group.entries.map(Number) })),
    matches: drawn.value.groups.flatMap((group) =>
      group.matches.map((match) => ({
        groupNumber: group.number,
        code: match.id,
        round: match.round,
        position: match.position,
        homeId: inscribedId(match.home),
        awayId: inscribedId(match.away),
      })),
    ),
  };
}
