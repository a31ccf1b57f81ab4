import { emit, setup } from 'xstate';

/** Event and tournament status ids as the platform stores them. */
export const STATUS = {
  notStarted: 1,
  started: 2,
  finished: 3,
  canceled: 4,
  paused: 5,
} as const;

export type StatusState = keyof typeof STATUS;
export type StatusId = (typeof STATUS)[StatusState];

export type StatusEvent =
  | { type: 'status.start' }
  | { type: 'status.pause' }
  | { type: 'status.resume' }
  | { type: 'status.finish' }
  | { type: 'status.cancel' };

export type StatusEventType = StatusEvent['type'];

/**
 * Work a phase or tournament takes besides status changes, as tags of the states that allow it: drawing is
 * open until it is over, results only once play has started (a pause holds play but lets late results in).
 * A correction (the owner changing a result already entered, with a reason) is taken while play is on and after
 * it finished: the status stays finished, because what finished is the play, and reopening would let new results,
 * draws and entries in where only a mistake is being put right. A canceled event takes none.
 */
export const STATUS_WORK = ['draw', 'result', 'correction'] as const;
export type StatusWork = (typeof STATUS_WORK)[number];
export type StatusWorkTag = `accepts.${StatusWork}`;

/** What changes status: a tournament (valid) or one of its phases. */
export interface StatusTarget {
  scope: 'valid' | 'phase';
  id: number | string;
}

/** Finishing a valid or a phase triggers the ranking (discount) processing. */
export interface RankingProcessingRequested extends StatusTarget {
  type: 'ranking.processingRequested';
}

/**
 * 1 not started → 2 started ⇄ 5 paused; 2 started → 3 finished; 4 canceled from 1, 2 or 5.
 * Finishing is allowed only while started, not from paused: finishing starts the ranking
 * processing, so a paused event is resumed first, which confirms that play is really over
 * rather than merely on hold. Finished and canceled are final.
 */
export const statusMachine = setup({
  types: {
    context: {} as StatusTarget,
    tags: {} as StatusWorkTag,
    input: {} as StatusTarget,
    events: {} as StatusEvent,
    emitted: {} as RankingProcessingRequested,
  },
  actions: {
    requestRankingProcessing: emit(({ context }) => ({
      type: 'ranking.processingRequested' as const,
      scope: context.scope,
      id: context.id,
    })),
  },
}).createMachine({
  id: 'status',
  context: ({ input }) => ({ scope: input.scope, id: input.id }),
  initial: 'notStarted',
  states: {
    notStarted: {
      tags: ['accepts.draw'],
      on: { 'status.start': 'started', 'status.cancel': 'canceled' },
    },
    started: {
      tags: ['accepts.draw', 'accepts.result', 'accepts.correction'],
      on: {
        'status.pause': 'paused',
        'status.finish': { target: 'finished', actions: 'requestRankingProcessing' },
        'status.cancel': 'canceled',
      },
    },
    paused: {
      tags: ['accepts.draw', 'accepts.result', 'accepts.correction'],
      on: { 'status.resume': 'started', 'status.cancel': 'canceled' },
    },
    finished: { type: 'final', tags: ['accepts.correction'] },
    canceled: { type: 'final' },
  },
});
