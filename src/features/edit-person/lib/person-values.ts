import type * as v from 'valibot';
import { ADDRESS_FIELDS, PERSON_INPUTS, type Address, type Person, type PersonKind, type PersonSummary } from '@domain/contract';

/** Every kind's fields in one shape: one form serves the six kinds; each kind's schema checks its own. */
export interface PersonValues {
  firstName: string;
  lastName: string;
  avatar: string | null;
  birthDate: string | null;
  genreId: number | null;
  handedness: string | null;
  typeId: number | null;
  sportId: number | null;
  address: Record<(typeof ADDRESS_FIELDS)[number], string>;
  clubs: number[];
  teamMembers: { personId: number }[];
  version?: number;
}

/** Members shown by name while the form holds only their ids. */
export type MemberNames = Record<number, PersonSummary>;

export const isGroup = (kind: PersonKind) => kind === 'doubles' || kind === 'teams';
export const isIndividual = (kind: PersonKind) => !isGroup(kind);

export const PERSON_FIELDS = ['firstName', 'lastName', 'avatar', 'birthDate', 'genreId', 'handedness', 'typeId', 'sportId', 'address', 'clubs', 'teamMembers'] as const;

const emptyAddress = (address: Address | null | undefined) => Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, address?.[key] ?? ''])) as PersonValues['address'];

export function personDefaults(person: Person | undefined, onlySport: number | null): PersonValues {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    avatar: person?.avatar ?? null,
    birthDate: person?.birthDate ?? null,
    genreId: person?.genreId ?? null,
    handedness: person?.handedness ?? null,
    typeId: person?.typeId ?? null,
    sportId: person?.sportId ?? onlySport,
    address: emptyAddress(person?.address),
    clubs: person?.clubs.map((club) => club.id) ?? [],
    teamMembers: person?.teamMembers.map((member) => ({ personId: member.personId })) ?? [],
    ...(person ? { version: person.version } : {}),
  };
}

/** Only the fields the kind's contract knows, so the schema's object checks see no strays. */
export function valuesForKind(kind: PersonKind, values: PersonValues): Record<string, unknown> {
  const { handedness, typeId, teamMembers, birthDate, address, lastName, ...common } = values;
  return {
    ...common,
    ...(isGroup(kind) ? { teamMembers } : { lastName, birthDate: birthDate || null, address }),
    ...(kind === 'players' ? { handedness } : {}),
    ...(kind === 'coaches' || kind === 'affiliates' ? { typeId } : {}),
  };
}

export const personSchema = (kind: PersonKind): v.GenericSchema<unknown, Record<string, unknown>> => PERSON_INPUTS[kind];
