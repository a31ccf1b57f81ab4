import * as v from 'valibot';
import type { Movement } from '../rankings';
import { MAX_PAGE, id, idParam, wholeNumberText } from './fields';

/** What a user may follow: a tournament (valid), a player or team (person), a club or a ranking. */
export const FAVORITE_KINDS = ['tournament', 'player', 'team', 'club', 'ranking'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

const kind = v.picklist(FAVORITE_KINDS, 'oneOf');

/** `POST favorites`: follow one thing. */
export const FavoriteInput = v.object({ kind, targetId: id });
export type FavoriteInput = v.InferOutput<typeof FavoriteInput>;

/** `DELETE favorites/{kind}/{targetId}`: stop following it. */
export const FavoriteParams = v.object({ kind, targetId: idParam });

/** One followed thing with what a link to it needs: its name, and the sport of a tournament, person or ranking. */
export interface Favorite {
  kind: FavoriteKind;
  targetId: number;
  name: string;
  sportId: number | null;
  createdAt: string;
}

/** A side of a match as the feed shows it: the person its entry stands for. */
export interface FeedSide {
  personId: number;
  name: string;
}

/** A match in the feed or on a person's page: scheduled (`score` null) or played. */
export interface FeedMatch {
  matchId: number;
  validId: number;
  validName: string;
  phaseId: number;
  phaseName: string;
  sportId: number;
  scheduledAt: string | null;
  playedAt: string | null;
  /** The time zone of the tournament's community: its times are shown as the clocks at the venue read them. */
  timeZone: string;
  home: FeedSide | null;
  away: FeedSide | null;
  /** Headline score, home first ("3-1"); null until played. */
  score: string | null;
  winner: 'home' | 'away' | null;
}

/** The top lines of a followed ranking's first table, with movement against its latest snapshot. */
export interface FeedRanking {
  rankingId: number;
  rankingName: string;
  rankingModalityId: number;
  rows: { position: number; personId: number; name: string; points: number; movement: Movement }[];
}

/** `GET favorites/feed`: the next matches and latest results across everything followed, and the followed rankings' tops. */
export interface FavoriteFeed {
  upcoming: FeedMatch[];
  results: FeedMatch[];
  rankings: FeedRanking[];
}

/** `GET match/person/{personId}`: a person's played matches (`played=true`, newest first) or coming ones, a page at a time. */
export const PersonMatchesQuery = v.object({
  played: v.optional(v.picklist(['true', 'false'], 'oneOf'), 'true'),
  page: v.optional(wholeNumberText(0, MAX_PAGE), 0),
  size: v.optional(wholeNumberText(1, 50), 10),
});
export type PersonMatchesQuery = v.InferOutput<typeof PersonMatchesQuery>;

/** A page of a person's matches; `hasMore` tells whether another page follows. */
export interface PersonMatchesPage {
  items: FeedMatch[];
  page: number;
  size: number;
  hasMore: boolean;
}

/** A finished tournament where a person ended in the first three. */
export interface Podium {
  validId: number;
  validName: string;
  sportId: number;
  endDate: string;
  position: 1 | 2 | 3;
}
