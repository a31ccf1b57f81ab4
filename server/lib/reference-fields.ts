import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ageCategories, clubs, levelCategories, levelGroups, organizers, persons, places, ratingSystems, seasons, subCategories, validations } from '../db/schema';

/** A kind of record an account keeps in a community: only that account, and those it shares it with, may name it. */
export type OwnedKind = 'organizer' | 'place' | 'season' | 'club' | 'ageCategory' | 'levelCategory' | 'subCategory' | 'ratingSystem' | 'levelGroup' | 'person' | 'validation';

export interface OwnedSource {
  table: PgTable & { id: PgColumn; communityId: PgColumn };
  /** The rows the given accounts keep. */
  ownedBy(accountIds: number[]): SQL;
}

const createdBy = (table: OwnedSource['table'] & { createdByAccountId: PgColumn }): OwnedSource => ({
  table,
  ownedBy: (accountIds) => inArray(table.createdByAccountId, accountIds),
});

export const OWNED_SOURCES: Record<OwnedKind, OwnedSource> = {
  // An organiser is also the account's when the account runs it (`accountId`), not only when it created it.
  organizer: { table: organizers, ownedBy: (accountIds) => or(inArray(organizers.createdByAccountId, accountIds), inArray(organizers.accountId, accountIds)) ?? sql`false` },
  place: createdBy(places),
  season: createdBy(seasons),
  club: createdBy(clubs),
  ageCategory: createdBy(ageCategories),
  levelCategory: createdBy(levelCategories),
  subCategory: createdBy(subCategories),
  ratingSystem: createdBy(ratingSystems),
  levelGroup: createdBy(levelGroups),
  person: createdBy(persons),
  validation: createdBy(validations),
};

/**
 * Body fields, by name and wherever they sit in a write (nested, in lists), that name an account-owned record:
 * the one declaration `assertOwnedReferences` checks writes against and the foreign-references test walks.
 */
export const OWNED_REFERENCE_FIELDS = {
  organizerId: 'organizer',
  placeId: 'place',
  seasonId: 'season',
  clubs: 'club',
  clubIds: 'club',
  ageCategoryId: 'ageCategory',
  levelCategoryId: 'levelCategory',
  levelCategoryIds: 'levelCategory',
  subCategoryId: 'subCategory',
  ratingSystemId: 'ratingSystem',
  levelGroupId: 'levelGroup',
  personId: 'person',
  personIds: 'person',
} as const satisfies Record<string, OwnedKind>;

export type OwnedReferenceField = keyof typeof OWNED_REFERENCE_FIELDS;

export const isOwnedReferenceField = (name: string): name is OwnedReferenceField => Object.hasOwn(OWNED_REFERENCE_FIELDS, name);

/** Id fields of the public tables of domain/catalog (sports, genders, kinds, formats…): the same for everyone. */
export const PUBLIC_REFERENCE_FIELDS: readonly string[] = ['sportId', 'genreId', 'modalityId', 'formatId', 'categoryId', 'typeId', 'updateMomentId', 'sequenceId'];

const SUBJECT = 'names the record the write acts on: its owner guard answers 403 (permission matrix)';
const ROLE = "a role template of the account in `accountId`, checked by accounts/ownership (another account's is not found)";
const COUNTERPART = "names another account's record on purpose: the write asks that account, which decides";

/**
 * Id fields of write schemas (`Schema.path`, `[]` for a list's items) that are not references for the owned rule,
 * each with the rule that holds them instead.
 */
export const OTHER_ID_FIELDS: Record<string, string> = {
  'CommunityAccountInput.communityId': SUBJECT,
  'CommunityAccountInput.accountId': 'the account invited to run the community: accounts are not records an account keeps',
  'AccountUserInput.accountId': SUBJECT,
  'AccountUserInput.roleId': ROLE,
  'AccountUserUpdate.accountId': SUBJECT,
  'AccountUserUpdate.roleId': ROLE,
  'AccountShareInput.accountId': SUBJECT,
  'AccountShareInput.sharedWithAccountId': 'the account the share is offered to: accounts are not records an account keeps',
  'AccountShareInput.roleId': ROLE,
  'AccountShareUpdate.roleId': ROLE,
  'RoleInput.accountId': SUBJECT,
  'PersonClubsInput.personId': SUBJECT,
  'PersonValidationInput.validationId': SUBJECT,
  'CertificationCreateInput.validId': COUNTERPART,
  'CertificationCreateInput.personId': COUNTERPART,
  'CertificationCreateInput.teamId': COUNTERPART,
  'PlayerLinkInput.personId': COUNTERPART,
  'ValidInput.tournamentId': SUBJECT,
  'PhaseInput.validId': SUBJECT,
  'ScorekeeperLinkInput.validId': SUBJECT,
  'ScorekeeperLinkInput.matchId': "a match of the body's tournament, checked after its owner, else 400 (scorekeepers/links)",
  'ScorekeeperLinkInput.phaseId': "a phase of the body's tournament, checked after its owner, else 400 (scorekeepers/links)",
  'PhaseOrderInput.validId': SUBJECT,
  'PhaseOrderInput.phaseIds': 'phases of the tournament in `validId`, else 400 (phases/service)',
  'InscribedAddInput.phaseId': "a phase of the path's tournament, else 400 (inscribed/service)",
  'GroupMoveInput.inscribedId': "an entry of the path's group, else 400 (draws/group-move)",
  'GroupMoveInput.toGroupId': "another group of the path's group's phase, else 400 (draws/group-move)",
  'GroupMoveInput.swapWithId': 'an entry of the group in `toGroupId`, else 400 (draws/group-move)',
  'MatchEventInput.personId': 'someone playing on the match, else 400 (draws/events)',
  'MatchEventInput.secondPersonId': 'someone playing on the match, else 400 (draws/events)',
  'MatchEventInput.imageId': "an image of the match's community: uploads are stored once per community by content, whoever sent them",
  'SnapshotInput.rankingId': SUBJECT,
  'ScheduleRequest.validId': SUBJECT,
  'ScheduleRequest.phaseId': SUBJECT,
  'RankingConfigurationInput.rankingModalityId': SUBJECT,
  'RankingConfigurationInput.personId': "someone of the ranking's community: a ranking ranks whoever played its tournaments, whichever account keeps them",
  'CalendarTournamentsRequest.validIds': 'a read of public calendars, not a write',
  'FavoriteInput.targetId': "a public record the user follows, of the table `kind` names: following changes nothing of its owner's; unknown gives 404 (favorites)",
};
