import * as v from 'valibot';
import { MODALITY_IDS, findSport } from '../catalog';
import { id, idParam, requiredText, text, wholeNumberText } from './fields';
import { imageRef, optionalDate, optionalRef, pagingQuery, searchQuery, sportId, versionField, type Owned } from './catalog-fields';
import { maxCharsMessage, maxItemsMessage } from './message-ref';

/** The kinds of people, each with its API path (`person/players`…) and modality. */
export const PERSON_KINDS = {
  players: { modalityId: MODALITY_IDS.single },
  teams: { modalityId: MODALITY_IDS.team },
  doubles: { modalityId: MODALITY_IDS.double },
  coaches: { modalityId: MODALITY_IDS.coach },
  referees: { modalityId: MODALITY_IDS.referee },
  affiliates: { modalityId: MODALITY_IDS.affiliate },
} as const;
export type PersonKind = keyof typeof PERSON_KINDS;
export const PERSON_KIND_NAMES = Object.keys(PERSON_KINDS) as PersonKind[];

export function personKindOf(modalityId: number): PersonKind | null {
  return PERSON_KIND_NAMES.find((kind) => PERSON_KINDS[kind].modalityId === modalityId) ?? null;
}

/**
 * The sport configuration flag that lets an organiser create each kind. Players are always allowed: they are
 * who doubles and teams are made of (`enableSingle` decides whether singles are played, not whether a sport
 * has players); referees and affiliates belong to no competition format.
 */
const KIND_FLAG: Partial<Record<PersonKind, 'enableDoubles' | 'enableTeams' | 'enableCoaches'>> = {
  doubles: 'enableDoubles',
  teams: 'enableTeams',
  coaches: 'enableCoaches',
};

export function sportAllowsKind(kind: PersonKind, sportId: number | null): boolean {
  const flag = KIND_FLAG[kind];
  if (!flag || sportId === null) return true;
  return findSport(sportId)?.config[flag] === true;
}

export const HANDEDNESS = ['right-handed', 'left-handed', 'ambidextrous'] as const;
export type Handedness = (typeof HANDEDNESS)[number];

export const ADDRESS_FIELDS = ['street', 'number', 'neighborhood', 'city', 'state', 'country', 'postalCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type Address = Partial<Record<AddressField, string>>;

/** Drops empty sub-fields; an address with nothing left is no address (the spec removes empty fields before saving). */
export function compactAddress(address: Partial<Record<string, string | null | undefined>> | null | undefined): Address | null {
  if (!address) return null;
  const kept = ADDRESS_FIELDS.flatMap((key) => {
    const value = address[key]?.trim();
    return value ? [[key, value] as const] : [];
  });
  return kept.length > 0 ? (Object.fromEntries(kept) as Address) : null;
}

const addressPart = v.optional(v.nullable(v.pipe(text, v.maxLength(160, maxCharsMessage(160)))));
export const AddressInput = v.optional(
  v.nullable(
    v.pipe(
      v.object(Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, addressPart])) as Record<AddressField, typeof addressPart>),
      v.transform((value) => compactAddress(value)),
    ),
  ),
  null,
);

/** The earliest birth date taken as plausible. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** A birth date: a real day, not after today and not before 1900; empty means unknown. */
const birthDate = v.pipe(
  optionalDate,
  v.check((value) => !value || value <= new Date().toISOString().slice(0, 10), 'birthDateFuture'),
  v.check((value) => !value || value >= EARLIEST_BIRTH_DATE, 'birthDateTooOld'),
);

const personBase = {
  firstName: requiredText(80),
  lastName: v.optional(v.pipe(text, v.trim(), v.maxLength(80, maxCharsMessage(80))), ''),
  avatar: imageRef,
  birthDate,
  genreId: optionalRef,
  address: AddressInput,
  sportId: v.optional(v.nullable(sportId), null),
  clubs: v.optional(v.pipe(v.array(id, 'invalidType'), v.maxLength(20, maxItemsMessage(20))), []),
  version: versionField,
};

export const PlayerInput = v.object({ ...personBase, handedness: v.optional(v.nullable(v.picklist(HANDEDNESS, 'oneOf')), null) });
export const RefereeInput = v.object(personBase);
export const CoachInput = v.object({ ...personBase, typeId: id });
export const AffiliateInput = v.object({ ...personBase, typeId: id });

const TeamMember = v.object({ personId: id });
const distinctMembers = (members: { personId: number }[]) => new Set(members.map((m) => m.personId)).size === members.length;

/** A double: exactly two different players. */
export const DoubleInput = v.object({
  ...personBase,
  lastName: v.optional(v.literal(''), ''),
  teamMembers: v.pipe(v.array(TeamMember, 'invalidType'), v.length(2, 'doubleMembers'), v.check(distinctMembers, 'duplicateMember')),
});

/** A team: at least one player, no repeats, and no more than its sport's roster limit. */
export const TeamInput = v.pipe(
  v.object({
    ...personBase,
    lastName: v.optional(v.literal(''), ''),
    sportId,
    teamMembers: v.pipe(v.array(TeamMember, 'invalidType'), v.minLength(1, 'teamMembers'), v.maxLength(99, 'teamRoster'), v.check(distinctMembers, 'duplicateMember')),
  }),
  v.forward(
    v.partialCheck([['sportId'], ['teamMembers']], (input) => input.teamMembers.length <= (findSport(input.sportId)?.config.teamRosterLimit ?? 0), 'teamRoster'),
    ['teamMembers'],
  ),
);

export const PERSON_INPUTS = {
  players: PlayerInput,
  referees: RefereeInput,
  coaches: CoachInput,
  affiliates: AffiliateInput,
  doubles: DoubleInput,
  teams: TeamInput,
} as const;
export type PersonInput = v.InferOutput<(typeof PERSON_INPUTS)[PersonKind]>;
export type PlayerInput = v.InferOutput<typeof PlayerInput>;
export type DoubleInput = v.InferOutput<typeof DoubleInput>;
export type TeamInput = v.InferOutput<typeof TeamInput>;

export const PersonClubsInput = v.object({ personId: id, clubIds: v.pipe(v.array(id, 'invalidType'), v.maxLength(20, maxItemsMessage(20))) });
export type PersonClubsInput = v.InferOutput<typeof PersonClubsInput>;

const modalityQuery = v.optional(v.pipe(idParam, v.picklist(Object.values(MODALITY_IDS), 'oneOf')));
export const PersonListQuery = v.object({ ...pagingQuery(10), modalityId: modalityQuery, clubId: v.optional(idParam), q: searchQuery });
export const PersonTypeaheadQuery = v.object({
  q: searchQuery,
  modalityId: modalityQuery,
  limit: v.optional(wholeNumberText(1, 25), 10),
});

export interface ClubRef {
  id: number;
  name: string;
  logo: string | null;
}

export interface PersonSummary {
  id: number;
  modalityId: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  sportId: number | null;
}

export interface Person extends PersonSummary, Owned {
  birthDate: string | null;
  genreId: number | null;
  handedness: Handedness | null;
  address: Address | null;
  typeId: number | null;
  clubs: ClubRef[];
  teamMembers: { personId: number; person: PersonSummary }[];
  /** Doubles and teams this person plays in. */
  memberOf: PersonSummary[];
}
