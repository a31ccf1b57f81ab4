/**
 * Orders of play of a table tennis team encounter, as the sequences lookup holds them (same ids and games). A
 * game `A-X` is a singles between the home side's player A and the away side's player X (B/Y, C/Z likewise);
 * `D` is the doubles. An encounter is won by the first side to take more than half of its games.
 */
export interface TeamSequence {
  id: SequenceId;
  code: 'olympic' | 'corbillon' | 'swaythling' | 'world-team';
  games: readonly string[];
  /** Singles places (0 for A/X) whose players make up the doubles; absent: any two of the team's players. */
  doublesFrom?: readonly [number, number];
}

export const SEQUENCE_IDS = { olympic: 1, corbillon: 2, swaythling: 3, worldTeam: 4 } as const;
export type SequenceId = (typeof SEQUENCE_IDS)[keyof typeof SEQUENCE_IDS];

export const TEAM_SEQUENCES: readonly TeamSequence[] = [
  { id: SEQUENCE_IDS.olympic, code: 'olympic', games: ['D', 'A-X', 'C-Z', 'A-Y', 'B-X'], doublesFrom: [1, 2] },
  { id: SEQUENCE_IDS.corbillon, code: 'corbillon', games: ['A-X', 'B-Y', 'D', 'A-Y', 'B-X'] },
  { id: SEQUENCE_IDS.swaythling, code: 'swaythling', games: ['A-X', 'B-Y', 'C-Z', 'B-X', 'A-Z', 'C-Y', 'B-Z', 'C-X', 'A-Y'] },
  { id: SEQUENCE_IDS.worldTeam, code: 'world-team', games: ['A-X', 'B-Y', 'C-Z', 'A-Y', 'B-X'] },
];

export const findSequence = (id: number | null | undefined): TeamSequence | null => TEAM_SEQUENCES.find((sequence) => sequence.id === id) ?? null;

/** Games a side must win to take an encounter played in this order. */
export const sequenceRubbersToWin = (sequence: TeamSequence): number => Math.floor(sequence.games.length / 2) + 1;
