import * as v from 'valibot';
import { MATCH_EVENT_TYPES } from '../catalog';
import { id, idParam, text, wholeNumber, wholeNumberText } from './fields';
import { maxCharsMessage } from './message-ref';
import type { PersonSummary } from './person.schema';

export const MATCH_EVENT_CODES = MATCH_EVENT_TYPES.map((type) => type.code);
export type MatchEventCode = (typeof MATCH_EVENT_TYPES)[number]['code'];

/** Events about the whole match (a video, a picture): no side, person or minute needed. */
export const MEDIA_EVENT_CODES: readonly MatchEventCode[] = ['youtube-video', 'match-picture'];
/** Events that name who came on (`personId`) and who went off (`secondPersonId`). */
export const SUBSTITUTION_CODES: readonly MatchEventCode[] = ['substitution', 'injury-substitution'];
export const MAX_EVENT_MINUTE = 200;
export const MATCH_SIDES = ['home', 'away'] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];

const isMedia = (type: MatchEventCode) => MEDIA_EVENT_CODES.includes(type);

/**
 * The video id of a YouTube address, or null: only `https://(www.|m.)youtube.com/watch?v=<id>` and
 * `https://youtu.be/<id>` are taken, so an embed never points anywhere else.
 */
export function youtubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const candidate =
    url.hostname === 'youtu.be'
      ? url.pathname.slice(1)
      : ['youtube.com', 'www.youtube.com', 'm.youtube.com'].includes(url.hostname) && url.pathname === '/watch'
        ? (url.searchParams.get('v') ?? '')
        : '';
  return /^[A-Za-z0-9_-]{11}$/.test(candidate) ? candidate : null;
}

const youtubeUrl = v.pipe(text, v.trim(), v.maxLength(300, maxCharsMessage(300)), v.check((value) => youtubeVideoId(value) !== null, 'youtubeUrl'));

const EventFields = v.object({
  version: wholeNumber(1),
  type: v.picklist(MATCH_EVENT_CODES, 'oneOf'),
  minute: v.optional(wholeNumber(0, MAX_EVENT_MINUTE)),
  side: v.optional(v.picklist(MATCH_SIDES, 'oneOf')),
  personId: v.optional(id),
  secondPersonId: v.optional(id),
  videoUrl: v.optional(youtubeUrl),
  imageId: v.optional(id),
});
type EventFields = v.InferOutput<typeof EventFields>;

/** Which fields an event of its type needs or must leave out, field → message key; empty when it is whole. */
export function eventFieldProblems(input: EventFields): Partial<Record<keyof EventFields, string>> {
  const problems: Partial<Record<keyof EventFields, string>> = {};
  const media = isMedia(input.type);
  if (!media && input.minute === undefined) problems.minute = 'required';
  if (!media && input.side === undefined) problems.side = 'required';
  if ((input.type === 'youtube-video') !== (input.videoUrl !== undefined)) problems.videoUrl = input.videoUrl === undefined ? 'required' : 'eventField';
  if ((input.type === 'match-picture') !== (input.imageId !== undefined)) problems.imageId = input.imageId === undefined ? 'required' : 'eventField';
  if (media && input.personId !== undefined) problems.personId = 'eventField';
  if (input.secondPersonId !== undefined) {
    if (!SUBSTITUTION_CODES.includes(input.type)) problems.secondPersonId = 'eventField';
    else if (input.secondPersonId === input.personId) problems.secondPersonId = 'samePerson';
  }
  return problems;
}

/**
 * `POST match/extras/{id}`: one event of a match, sent with the version of the match it was added on. Every
 * field an event's type needs or refuses is reported at once, on the field itself.
 */
export const MatchEventInput = v.pipe(
  EventFields,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    for (const [key, message] of Object.entries(eventFieldProblems(input))) {
      addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: input[key as keyof EventFields] }] });
    }
  }),
);
export type MatchEventInput = v.InferOutput<typeof MatchEventInput>;

export const MatchEventParams = v.object({ id: idParam, eventId: idParam });
/** `DELETE match/extras/{id}/{eventId}?version=`: the version of the match the event was read on. */
export const MatchEventDeleteQuery = v.object({ version: wholeNumberText(1) });
/** `GET match/versus/{personId}?other=`: the two people compared. */
export const VersusQuery = v.object({ other: idParam });

/** A person as events and head-to-head show them: the public projection. */
export type EventPerson = Pick<PersonSummary, 'id' | 'firstName' | 'lastName'>;

export interface MatchEvent {
  id: number;
  matchId: number;
  type: MatchEventCode;
  minute: number | null;
  side: MatchSide | null;
  person: EventPerson | null;
  secondPerson: EventPerson | null;
  /** The YouTube video's id, for an embed; the only address ever shown is built from it. */
  videoId: string | null;
  imageUrl: string | null;
  createdAt: string;
}

/** A side of a match: the person its entry stands for, and who may appear in its events (members of a team). */
export interface MatchSideView {
  entryId: number;
  person: EventPerson;
  people: EventPerson[];
}

/**
 * `GET match/extras/{id}`: the events of a match in minute order, its sides' people, and the match's version
 * for the next write.
 */
export interface MatchExtras {
  matchId: number;
  version: number;
  sides: Record<MatchSide, MatchSideView | null>;
  events: MatchEvent[];
}

/** One played match between the two people of a head-to-head, seen from `person`'s side. */
export interface VersusMatch {
  matchId: number;
  validId: number;
  validName: string;
  phaseId: number;
  phaseName: string;
  sportId: number;
  startDate: string;
  playedAt: string;
  /** The headline score (games in table tennis, goals or points otherwise): person first. */
  score: { person: number; other: number };
  /** Person id of the winner; null for a draw. */
  winnerId: number | null;
}

/** `GET match/versus/{personId}?other=`: every played match between two people, newest first, with totals. */
export interface Versus {
  person: PersonSummary;
  other: PersonSummary;
  matches: VersusMatch[];
  totals: { person: number; other: number; drawn: number };
}
