import * as v from 'valibot';
import { wholeNumber } from './fields';

/** The news of the welcome page's feed that may also come by mail: next matches, new results, ranking moves. */
export const FOLLOW_MAIL_KINDS = ['upcoming', 'results', 'rankings'] as const;
export type FollowMailKind = (typeof FOLLOW_MAIL_KINDS)[number];

const choice = v.boolean('invalidType');

/**
 * `PUT favorites/mail`: which news come by mail, on the version read (0 while the user never chose: nothing
 * comes by mail until they do).
 */
export const FollowMailInput = v.object({ upcoming: choice, results: choice, rankings: choice, version: wholeNumber(0) }, 'required');
export type FollowMailInput = v.InferOutput<typeof FollowMailInput>;

/** `GET favorites/mail`: the signed-in user's choice. */
export interface FollowMailSettings {
  upcoming: boolean;
  results: boolean;
  rankings: boolean;
  version: number;
}

/** What an unsubscribe link turns off: one kind of news, or every follow mail. */
export const UNSUBSCRIBE_SCOPES = [...FOLLOW_MAIL_KINDS, 'all'] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];
