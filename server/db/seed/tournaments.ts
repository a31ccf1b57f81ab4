import { and, eq, inArray } from 'drizzle-orm';
import { entryRefusal, type EntryCandidate, type EntryRules, type InscriptionOrigin } from '@domain/contract';
import type { Database } from '../client';
import { ageCategories, inscribed, levelCategories, multiTournaments, organizers, outbox, personClubs, persons, phases, places, seasons, teamMembers, valids } from '../schema';
import { DEMO_COMMUNITIES, type DemoCommunityKey } from './communities';
import { seedCorrection } from './correction';
import { playDemoTournament } from './play';
import { multiTournamentParts, presetPhases, rankingCircuit, sportTournaments, teamLeague, type DemoValid } from './tournaments-plan';

type Spaces = Record<DemoCommunityKey, { communityId: number; accountId: number }>;
type Candidate = EntryCandidate & { id: number; clubId: number | null };

const ALL_SPORTS = [1, 2, 3, 5, 6];
const TEAM_NAMES: Record<number, string[]> = {
  1: ['Raqueta Dorada A', 'Los Andes TM', 'Norte Top Spin', 'Efecto Revés', 'Mesa Central', 'Saque Corto'],
  2: ['Deportivo Capital', 'Atlético Norte', 'Unión Sur', 'Real Sabana', 'Independiente Chapinero', 'Juventud Usaquén', 'Sporting Suba', 'Racing Kennedy'],
  3: ['Cóndores', 'Titanes', 'Jaguares', 'Halcones Rojos', 'Toros', 'Pumas', 'Delfines', 'Guerreros'],
  5: ['La Esquina FC', 'Real Parque FC', 'Los Pibes', 'Cancheros', 'El Potrero', 'Sintética FC', 'Los del Barrio', 'Barrio Unido'],
  6: ['Siete Estrellas', 'Club Siete', 'Atlético Siete', 'Dinamo', 'Olímpica', 'Tigres', 'Leones', 'Centauros'],
};
const TEAMS_PER_SPORT = 8;

const dayFrom = (base: Date, days: number) => new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Team sports need teams: each sport gets up to eight, made of the space's players. */
async function ensureTeams(db: Database, space: { communityId: number; accountId: number }, sports: number[]): Promise<void> {
  const players = await db.select({ id: persons.id }).from(persons).where(and(eq(persons.communityId, space.communityId), eq(persons.modalityId, 1))).orderBy(persons.id);
  const existing = await db.select({ sportId: persons.sportId }).from(persons).where(and(eq(persons.communityId, space.communityId), eq(persons.modalityId, 2)));
  const wanted = sports.flatMap((sportId) => (TEAM_NAMES[sportId] ?? []).slice(0, Math.max(0, TEAMS_PER_SPORT - existing.filter((team) => team.sportId === sportId).length)).map((name) => ({ sportId, name })));
  if (wanted.length === 0 || players.length === 0) return;
  const rows = await db
    .insert(persons)
    .values(wanted.map(({ sportId, name }) => ({ communityId: space.communityId, modalityId: 2, firstName: name, sportId, createdByAccountId: space.accountId })))
    .returning({ id: persons.id });
  const members = rows.flatMap((team, index) =>
    Array.from({ length: 5 }, (_, position) => ({ teamId: team.id, personId: players[(index * 5 + position) % players.length]?.id ?? 0, position })),
  );
  await db.insert(teamMembers).values(members).onConflictDoNothing();
}

async function candidatesOf(db: Database, communityId: number): Promise<Candidate[]> {
  const people = await db
    .select({ id: persons.id, communityId: persons.communityId, modalityId: persons.modalityId, sportId: persons.sportId, genreId: persons.genreId, birthDate: persons.birthDate })
    .from(persons)
    .where(and(eq(persons.communityId, communityId), inArray(persons.modalityId, [1, 2, 3])))
    .orderBy(persons.id);
  const clubs = await db.select().from(personClubs).where(inArray(personClubs.personId, people.map((person) => person.id)));
  const members = await db
    .select({ teamId: teamMembers.teamId, genreId: persons.genreId, birthDate: persons.birthDate })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(eq(persons.communityId, communityId));
  return people.map((person) => ({
    ...person,
    clubId: clubs.find((link) => link.personId === person.id)?.clubId ?? null,
    members: members.filter((member) => member.teamId === person.id),
  }));
}

/** Looks up a space's records by name, for the plans to refer to. */
async function referencesOf(db: Database, communityId: number) {
  const [organizer] = await db.select({ id: organizers.id }).from(organizers).where(eq(organizers.communityId, communityId)).limit(1);
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.communityId, communityId)).orderBy(places.id).limit(1);
  const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.communityId, communityId)).limit(1);
  const ages = await db.select().from(ageCategories).where(eq(ageCategories.communityId, communityId));
  const levels = await db.select({ id: levelCategories.id, name: levelCategories.name }).from(levelCategories).where(eq(levelCategories.communityId, communityId));
  return { organizerId: organizer?.id ?? null, placeId: place?.id ?? null, seasonId: season?.id ?? null, ages, levels };
}

/**
 * Demo tournaments in every space: each of its sports in each status (not started with inscriptions open,
 * started, paused, finished, canceled), one multi-tournament of three, phases from the presets and entries
 * chosen from the space's people by the same eligibility rules the API applies.
 */
export async function seedTournaments(db: Database, spaces: Spaces, today = new Date()): Promise<void> {
  for (const demo of DEMO_COMMUNITIES) {
    const space = spaces[demo.key];
    const owned = { communityId: space.communityId, createdByAccountId: space.accountId };
    const sports = demo.sportId === null ? ALL_SPORTS : [demo.sportId];
    const mainSport = demo.sportId ?? 1;
    await ensureTeams(db, space, sports);
    const refs = await referencesOf(db, space.communityId);
    const people = await candidatesOf(db, space.communityId);
    const [multi] = await db
      .insert(multiTournaments)
      .values({ ...owned, name: mainSport === 1 ? 'Campeonato Nacional 2026' : 'Copa de Barrios 2026', organizerId: refs.organizerId, seasonId: refs.seasonId, placeId: refs.placeId, startDate: dayFrom(today, -2), endDate: dayFrom(today, 5), description: 'Tres torneos en una misma sede y semana.' })
      .returning({ id: multiTournaments.id });
    const plans: (DemoValid & { tournamentId: number | null })[] = [
      ...sports.flatMap(sportTournaments).map((plan) => ({ ...plan, tournamentId: null })),
      ...multiTournamentParts(mainSport).map((plan) => ({ ...plan, tournamentId: multi?.id ?? null })),
      ...(demo.key === 'torneos' ? [...rankingCircuit(), ...teamLeague()].map((plan) => ({ ...plan, tournamentId: null })) : []),
    ];
    const ageOf = (name: string | null) => refs.ages.find((age) => age.name === name) ?? null;
    const validRows = await db
      .insert(valids)
      .values(
        plans.map((plan) => ({
          ...owned,
          name: plan.name,
          tournamentId: plan.tournamentId,
          sportId: plan.sportId,
          modalityId: plan.modalityId,
          genreId: plan.genreId,
          ageCategoryId: ageOf(plan.ageCategory)?.id ?? null,
          levelCategoryId: refs.levels.find((level) => level.name === plan.levelCategory)?.id ?? null,
          seasonId: refs.seasonId,
          placeId: refs.placeId,
          organizerId: refs.organizerId,
          startDate: dayFrom(today, plan.startIn),
          endDate: dayFrom(today, plan.startIn + plan.days - 1),
          inscriptionStart: plan.inscriptions ? dayFrom(today, plan.inscriptions.from) : null,
          inscriptionEnd: plan.inscriptions ? dayFrom(today, plan.inscriptions.to) : null,
          maxEntries: plan.maxEntries,
          // A finished tournament is played while started, as an organiser's would be, and finished below.
          statusId: plan.statusId === 3 && plan.play ? 2 : plan.statusId,
        })),
      )
      .returning({ id: valids.id, startDate: valids.startDate });
    const phaseValues: (typeof phases.$inferInsert)[] = [];
    const entryValues: (typeof inscribed.$inferInsert)[] = [];
    const events: (typeof outbox.$inferInsert)[] = [];
    for (const [index, plan] of plans.entries()) {
      const valid = validRows[index];
      if (!valid) continue;
      const age = ageOf(plan.ageCategory);
      const rules: EntryRules = { ...plan, communityId: space.communityId, startDate: valid.startDate, ageCategory: age ? { boundKind: age.boundKind, minValue: age.minValue, maxValue: age.maxValue } : null };
      const eligible = people.filter((person) => entryRefusal(rules, person) === null);
      const offset = eligible.length > plan.entries ? (index * 5) % eligible.length : 0;
      const chosen = [...eligible.slice(offset), ...eligible.slice(0, offset)].slice(0, plan.entries);
      const seeded = plan.statusId !== 1;
      for (const [position, person] of chosen.entries()) {
        const removed = plan.statusId === 2 && position === chosen.length - 1 && chosen.length > 4;
        const origin: InscriptionOrigin = position % 3 === 0 ? 'organic' : 'added';
        entryValues.push({
          validId: valid.id,
          personId: person.id,
          clubId: person.clubId,
          seed: seeded && position < 4 && !removed ? position + 1 : null,
          origin: removed ? 'removed' : origin,
          previousOrigin: removed ? origin : null,
          createdByAccountId: space.accountId,
        });
      }
      const planned = presetPhases(plan.preset, plan.sportId, plan.modalityId, chosen.length);
      for (const [order, phase] of planned.entries()) {
        // A finished tournament's phases are played while started and finished once played (below).
        const phaseStatus = plan.statusId === 3 ? (plan.play ? 2 : 3) : order === 0 && (plan.statusId === 2 || plan.statusId === 5) ? plan.statusId : 1;
        phaseValues.push({ ...phase, validId: valid.id, order: order + 1, statusId: phaseStatus, createdByAccountId: space.accountId });
      }
      if (plan.statusId === 3) {
        events.push({ topic: `valid:${valid.id}`, type: 'ranking-processing', payload: { scope: 'valid', id: valid.id, statusId: 3 }, dedupeKey: `ranking-processing:valid:${valid.id}` });
      }
    }
    const phaseRows = await db.insert(phases).values(phaseValues).returning({ id: phases.id, validId: phases.validId, statusId: phases.statusId });
    const finishedValids = new Set(plans.flatMap((plan, index) => (plan.statusId === 3 && validRows[index] ? [validRows[index].id] : [])));
    for (const phase of phaseRows.filter((row) => finishedValids.has(row.validId))) {
      events.push({ topic: `phase:${phase.id}`, type: 'ranking-processing', payload: { scope: 'phase', id: phase.id, statusId: 3 }, dedupeKey: `ranking-processing:phase:${phase.id}` });
    }
    if (entryValues.length > 0) await db.insert(inscribed).values(entryValues);
    if (events.length > 0) await db.insert(outbox).values(events);
    for (const [index, plan] of plans.entries()) {
      const valid = validRows[index];
      if (valid && plan.play) await playDemoTournament(db, valid.id, space.accountId, plan.play);
    }
    if (finishedValids.size > 0) {
      await db.update(phases).set({ statusId: 3 }).where(inArray(phases.validId, [...finishedValids]));
      await db.update(valids).set({ statusId: 3 }).where(inArray(valids.id, [...finishedValids]));
      const played = plans.flatMap((plan, index) => (plan.statusId === 3 && plan.play === 'all' && validRows[index] ? [validRows[index].id] : []));
      await seedCorrection(db, played, space.accountId);
    }
  }
}
