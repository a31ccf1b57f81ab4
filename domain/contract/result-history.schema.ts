import * as v from 'valibot';
import { MatchResultInput } from './draw.schema';

/**
 * One save of a match's result: who entered it (user and the account they acted as), when, the score before
 * (null for the first result) and after, and the reason given, if any. `version` is the match version it made.
 */
export const ResultHistoryEntry = v.object({
  id: v.number(),
  recordedAt: v.string(),
  userId: v.nullable(v.number()),
  userName: v.nullable(v.string()),
  accountId: v.nullable(v.number()),
  accountName: v.nullable(v.string()),
  before: v.nullable(MatchResultInput),
  after: MatchResultInput,
  reason: v.nullable(v.string()),
  /** The score-keeper link's name when the save came through one (then there is no user). */
  keeperName: v.nullable(v.string()),
  /** The API key's name when a program saved it with one (the user is then the key's maker). */
  apiKeyName: v.nullable(v.string()),
  version: v.number(),
});
export type ResultHistoryEntry = v.InferOutput<typeof ResultHistoryEntry>;

/** `GET match/history/{id}`: every save of the match's result, newest first (the owner of its tournament only). */
export const ResultHistory = v.object({
  matchId: v.number(),
  entries: v.array(ResultHistoryEntry),
});
export type ResultHistory = v.InferOutput<typeof ResultHistory>;

/** The answer's envelope, described in the OpenAPI document. */
export const ResultHistoryResponse = v.object({ data: ResultHistory });
