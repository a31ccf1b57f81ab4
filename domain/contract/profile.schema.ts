import * as v from 'valibot';
import type { CertificationRequest } from './certification.schema';
import { id, text } from './fields';
import { maxCharsMessage, minCharsMessage } from './message-ref';

export const PlayerLinkInput = v.object({ personId: id });
export const PlayerSearchQuery = v.object({
  q: v.pipe(text, v.trim(), v.minLength(2, minCharsMessage(2)), v.maxLength(80, maxCharsMessage(80))),
});

export interface LinkedPlayer {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  communityId: number;
}

/** `GET profiles`: the people the user is on the platform (today the player profile). */
/** `PUT profiles/player`: linked at once (a player the user's account manages), or a request sent to the player's account. */
export interface PlayerLinkResult extends UserProfiles {
  request: CertificationRequest | null;
}

export interface UserProfiles {
  player: LinkedPlayer | null;
}

export interface PlayerCandidate extends LinkedPlayer {
  /** Already the player profile of another user. */
  claimed: boolean;
  /**
   * The account the user acts as owns the player's record, so the user may link to it at once. Anyone else
   * must ask the owning account (a request it approves).
   */
  managed: boolean;
}
