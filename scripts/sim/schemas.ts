import * as v from 'valibot';

/** The answers the simulation depends on, checked as they come: only the fields it reads. */
export const Session = v.object({ token: v.string(), user: v.object({ accounts: v.array(v.object({ id: v.number() })) }) });
export const Created = v.object({ id: v.number() });
export const Versioned = v.object({ id: v.number(), version: v.number(), statusId: v.number() });
export const Entry = v.object({ id: v.number(), personId: v.number(), version: v.number() });
export const EntryPage = v.object({ items: v.array(Entry), total: v.number() });
export type Entry = v.InferOutput<typeof Entry>;

const Score = v.object({ home: v.number(), away: v.number() });
export const Result = v.object({ periods: v.array(Score) });
export type Result = v.InferOutput<typeof Result>;

export const Match = v.object({
  id: v.number(),
  phaseId: v.number(),
  groupId: v.nullable(v.number()),
  code: v.string(),
  round: v.number(),
  homeId: v.nullable(v.number()),
  awayId: v.nullable(v.number()),
  result: v.nullable(Result),
  status: v.picklist(['pending', 'played', 'bye']),
  winnerId: v.nullable(v.number()),
  thirdPlace: v.boolean(),
  version: v.number(),
});
export type Match = v.InferOutput<typeof Match>;

export const Group = v.object({
  id: v.number(),
  number: v.number(),
  entries: v.array(v.object({ inscribedId: v.number(), position: v.number() })),
});
export const Draw = v.object({
  seed: v.number(),
  groups: v.array(Group),
  bracket: v.nullable(v.object({ lines: v.array(v.nullable(v.number())) })),
});
export type Draw = v.InferOutput<typeof Draw>;
