import * as v from 'valibot';
import type { Locale } from '../catalog';
import type { MatchRules } from '../engine';
import { id, optionalText, text, wholeNumber, wholeNumberText } from './fields';
import { instant } from './calendar.schema';
import { maxCharsMessage } from './message-ref';
import { MatchResultInput, RESULT_REASON_MAX, type MatchView } from './draw.schema';

/** The header a score-keeper's device sends its link's token in (never a cookie: the link is the credential). */
export const SCOREKEEPER_HEADER = 'x-scorekeeper-token';
export const SCOREKEEPER_NAME_MAX = 60;
export const SCOREKEEPER_SCOPES = ['match', 'court', 'phase'] as const;
export type ScorekeeperScope = (typeof SCOREKEEPER_SCOPES)[number];

/**
 * `POST scorekeeper`: the owner's new link for one match (`matchId`), one court or table of the tournament
 * (`court`) or a whole phase (`phaseId`). Without `expiresAt` it ends with the tournament's last day.
 */
export const ScorekeeperLinkInput = v.pipe(
  v.object({
    validId: id,
    name: v.pipe(text, v.trim(), v.nonEmpty('required'), v.maxLength(SCOREKEEPER_NAME_MAX, maxCharsMessage(SCOREKEEPER_NAME_MAX))),
    scope: v.picklist(SCOREKEEPER_SCOPES, 'oneOf'),
    matchId: v.optional(id),
    phaseId: v.optional(id),
    court: optionalText(60),
    expiresAt: v.optional(instant),
  }),
  v.forward(
    v.partialCheck(
      [['scope'], ['matchId'], ['phaseId'], ['court']],
      (input) => (input.scope === 'match' ? input.matchId !== undefined : input.scope === 'phase' ? input.phaseId !== undefined : Boolean(input.court)),
      'required',
    ),
    ['scope'],
  ),
);
export type ScorekeeperLinkInput = v.InferOutput<typeof ScorekeeperLinkInput>;

/** `GET scorekeeper?validId=`: a tournament's links, for its owner. */
export const ScorekeeperListQuery = v.object({ validId: wholeNumberText(1) });

/** A link as its owner lists it; the token itself is shown once, when it is made. */
export interface ScorekeeperLink {
  id: number;
  validId: number;
  name: string;
  scope: ScorekeeperScope;
  matchId: number | null;
  phaseId: number | null;
  court: string | null;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
}

/** `POST scorekeeper`'s answer: the link and its token (kept nowhere else). */
export interface ScorekeeperLinkCreated extends ScorekeeperLink {
  token: string;
}

/**
 * A save from a score-keeper's device: the version the result was based on, and the key the device made for it,
 * so a replay after a lost answer is applied once and answers the same.
 */
export const ScorekeeperResultInput = v.object({
  version: wholeNumber(1),
  result: MatchResultInput,
  reason: optionalText(RESULT_REASON_MAX),
  idempotencyKey: v.pipe(text, v.uuid('invalidType')),
});
export type ScorekeeperResultInput = v.InferOutput<typeof ScorekeeperResultInput>;

/** One match of a link's scope, with what its result form needs. */
export interface ScorekeeperMatch {
  match: MatchView;
  homeName: string | null;
  awayName: string | null;
  phaseName: string;
  court: string | null;
  scheduledAt: string | null;
  rules: MatchRules;
}

/** `GET scorekeeper/scope`: what the link's holder may score, in order of play. */
export interface ScorekeeperScopeView {
  name: string;
  scope: ScorekeeperScope;
  tournament: string;
  expiresAt: string;
  matches: ScorekeeperMatch[];
}

/** What the holder of a link is told when it no longer (or never did) open anything. */
export const SCOREKEEPER_MESSAGES = {
  unknown: { es: 'Este enlace de anotador no existe', en: 'This score-keeper link does not exist' },
  revoked: { es: 'El organizador ha revocado este enlace de anotador', en: 'The organiser revoked this score-keeper link' },
  expired: { es: 'Este enlace de anotador ha caducado', en: 'This score-keeper link has expired' },
  outOfScope: { es: 'Este enlace de anotador no da acceso a este partido', en: 'This score-keeper link does not cover this match' },
  noMatch: { es: 'Ese partido no es de este torneo', en: 'That match is not part of this tournament' },
  noCourt: { es: 'Ninguna partida de este torneo se juega en esa mesa o pista', en: 'No match of this tournament is played on that court or table' },
} as const satisfies Record<string, Record<Locale, string>>;
export type ScorekeeperMessageKey = keyof typeof SCOREKEEPER_MESSAGES;
