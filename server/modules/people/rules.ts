import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { affiliateTypes, coachTypes, persons, sports } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertOwnedReferences } from '../../lib/references';
import { GENRES, MODALITY_IDS, type SportConfig } from '@domain/catalog';
import { validationMessage, type PersonKind, type ValidationMessageKey } from '@domain/contract';
import { assertSportAllowed } from '../communities/guard';

/**
 * The sport configuration flag that lets an organiser create each kind of person. Players are always allowed:
 * they are who doubles and teams are made of; `enableSingle` decides whether singles are played, not whether
 * a sport has players.
 */
const KIND_FLAG: Partial<Record<PersonKind, keyof SportConfig>> = {
  doubles: 'enableDoubles',
  teams: 'enableTeams',
  coaches: 'enableCoaches',
};

export interface PersonRefs {
  sportId: number | null;
  genreId: number | null;
  clubs: number[];
  typeId?: number;
  teamMembers?: { personId: number }[];
}

/**
 * Checks what a person refers to against its community and sport, and returns the sport to store (the
 * community's own sport when it has one and none was given). Every refusal names its field.
 */
export async function checkPersonRefs(db: Database, request: FastifyRequest, kind: PersonKind, input: PersonRefs, community: { id: number; sportId: number | null }): Promise<number | null> {
  const refuse = (field: string, key: ValidationMessageKey) => badRequest(`body.${field}`, validationMessage(key, requestLocale(request)));
  assertSportAllowed(request, community, input.sportId);
  const sportId = input.sportId ?? community.sportId;
  const flag = KIND_FLAG[kind];
  if ((kind === 'doubles' || kind === 'teams') && sportId === null) throw refuse('sportId', 'required');
  if (flag && sportId !== null) {
    const [sport] = await db.select({ config: sports.config }).from(sports).where(eq(sports.id, sportId)).limit(1);
    if (!sport) throw refuse('sportId', 'unknownReference');
    if (sport.config[flag] !== true) throw refuse('sportId', 'modalityDisabled');
    if (kind === 'teams' && (input.teamMembers?.length ?? 0) > sport.config.teamRosterLimit) throw refuse('teamMembers', 'teamRoster');
  }
  if (input.genreId !== null && !GENRES.some((genre) => genre.id === input.genreId)) throw refuse('genreId', 'unknownReference');
  if (input.typeId !== undefined) {
    const table = kind === 'coaches' ? coachTypes : affiliateTypes;
    const [type] = await db.select({ id: table.id }).from(table).where(eq(table.id, input.typeId)).limit(1);
    if (!type) throw refuse('typeId', 'unknownReference');
  }
  await assertOwnedReferences(db, request, community.id, { clubs: input.clubs, teamMembers: input.teamMembers ?? [] });
  const memberIds = (input.teamMembers ?? []).map((member) => member.personId);
  if (memberIds.length > 0) {
    const found = await db
      .select({ id: persons.id })
      .from(persons)
      .where(and(inArray(persons.id, memberIds), eq(persons.communityId, community.id), eq(persons.modalityId, MODALITY_IDS.single)));
    if (found.length !== memberIds.length) throw refuse('teamMembers', 'memberNotPlayer');
  }
  return sportId;
}
