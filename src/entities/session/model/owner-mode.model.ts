import { combine, createEvent, createStore } from 'effector';
import { $accountId, logoutFx } from './session.model';

/** The creator account of the record on screen (a tournament, a ranking…), or null when there is none. */
export const creatorChanged = createEvent<number | null>();
export const $creatorAccountId = createStore<number | null>(null).on(creatorChanged, (_, id) => id);
$creatorAccountId.reset(logoutFx.finally);

/** Owner mode: edits are offered when the record was created by the account the user is acting as. */
export const $allowEdit = combine(
  $creatorAccountId,
  $accountId,
  (creator, account) => creator !== null && account !== null && creator === account,
);
