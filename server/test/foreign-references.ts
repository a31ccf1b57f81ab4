import type { PersonKind } from '@domain/contract';
import { rankingOf, type OwnWorld } from './own-world';
import { firstMatch, freshPhase, freshPlayer, make, personBody, unique, versionOf } from './permission-world';
import { createMulti, createValid, validBody } from './tournaments';

/** One write as B sends it: the path and a body that B may send as it is. */
export interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** A write operation that takes a schema: `METHOD /api/path/:param` and how B builds a valid request. */
export interface WriteCase {
  key: string;
  build(b: OwnWorld): Promise<Sent>;
}

const clubBody = (b: OwnWorld) => ({ name: `Club ${unique()}`, sportId: 1, organizerId: b.ids.organizer, placeId: b.ids.place });
const multiBody = (b: OwnWorld) => ({ name: `Circuito ${unique()}`, startDate: '2026-06-01', endDate: '2026-06-30', organizerId: b.ids.organizer, seasonId: b.ids.season, placeId: b.ids.place });
const tournamentBody = (b: OwnWorld) =>
  validBody({
    name: `Abierto ${unique()}`,
    ageCategoryId: b.ids.ageCategory,
    levelCategoryId: b.ids.levelCategory,
    subCategoryId: b.ids.subCategory,
    seasonId: b.ids.season,
    placeId: b.ids.place,
    organizerId: b.ids.organizer,
  });

/** Creates with `body` and answers a change of the new record with the same kind of body and its version. */
const changeOf = (base: string, body: (b: OwnWorld) => Record<string, unknown>) => async (b: OwnWorld): Promise<Sent> => {
  const created = await make({ asA: b.as }, `/api${base}`, body(b));
  return { path: `/api${base}/${created.id}`, body: { ...body(b), version: created.version } };
};
const createOf = (base: string, body: (b: OwnWorld) => Record<string, unknown>) => async (b: OwnWorld): Promise<Sent> => ({ path: `/api${base}`, body: body(b) });
const both = (base: string, body: (b: OwnWorld) => Record<string, unknown>): WriteCase[] => [
  { key: `POST /api${base}`, build: createOf(base, body) },
  { key: `PUT /api${base}/:id`, build: changeOf(base, body) },
];

const personOf = (kind: PersonKind) => (b: OwnWorld) => ({ ...personBody(b, kind), clubs: [b.ids.club] });

/** The first table of B's ranking. */
async function tableOf(b: OwnWorld): Promise<number> {
  const res = await b.as.get<{ rankingModalities: { id: number }[] }>(`/api/ranking/${b.ranking}`);
  const first = res.body.data.rankingModalities[0];
  if (!first) throw new Error('the ranking has no table');
  return first.id;
}
const configurationOf = async (b: OwnWorld) => ({ rankingModalityId: await tableOf(b), personId: await freshPlayer({ asA: b.as }), levelCategoryId: b.ids.levelCategory });

/** Every write schema with an owned reference, and each operation that takes it. */
export const WRITE_CASES: Record<string, WriteCase[]> = {
  ClubInput: both('/club', clubBody),
  PlayerInput: both('/person/players', personOf('players')),
  RefereeInput: both('/person/referees', personOf('referees')),
  CoachInput: both('/person/coaches', personOf('coaches')),
  AffiliateInput: both('/person/affiliates', personOf('affiliates')),
  DoubleInput: both('/person/doubles', personOf('doubles')),
  TeamInput: both('/person/teams', personOf('teams')),
  PersonClubsInput: [{ key: 'PUT /api/person/clubes', build: async (b) => ({ path: '/api/person/clubes', body: { personId: b.players[0], clubIds: [b.ids.club] } }) }],
  PersonValidationInput: [{ key: 'POST /api/validations/people', build: async (b) => ({ path: '/api/validations/people', body: { personId: await freshPlayer({ asA: b.as }), validationId: b.ids.validation } }) }],
  MultiTournamentInput: [
    { key: 'POST /api/tournament', build: createOf('/tournament', multiBody) },
    {
      key: 'PUT /api/tournament/:id',
      build: async (b) => {
        const multi = await createMulti(b.as);
        return { path: `/api/tournament/${multi.id}`, body: { ...multiBody(b), version: multi.version } };
      },
    },
  ],
  ValidInput: [
    { key: 'POST /api/valid', build: createOf('/valid', tournamentBody) },
    {
      key: 'PUT /api/valid/:id',
      build: async (b) => {
        const valid = await createValid(b.as, { name: `Copa ${unique()}` });
        return { path: `/api/valid/${valid.id}`, body: { ...tournamentBody(b), version: valid.version } };
      },
    },
  ],
  InscribedAddInput: [
    {
      key: 'POST /api/inscribed/:validId',
      build: async (b) => ({ path: `/api/inscribed/${(await createValid(b.as, { name: `Copa ${unique()}` })).id}`, body: { personIds: [await freshPlayer({ asA: b.as })] } }),
    },
  ],
  RankingInput: [
    { key: 'POST /api/ranking', build: async (b) => ({ path: '/api/ranking', body: rankingOf(b.ids) }) },
    {
      key: 'PUT /api/ranking/:id',
      build: async (b) => ({ path: `/api/ranking/${b.ranking}`, body: { ...rankingOf(b.ids), version: await versionOf({ asA: b.as }, `/api/ranking/${b.ranking}`) } }),
    },
  ],
  LevelGroupInput: both('/level-group', (b) => ({ name: `Liga ${unique()}`, levelCategoryIds: [b.ids.levelCategory] })),
  RankingConfigurationInput: [
    { key: 'POST /api/person/ranking-configuration', build: async (b) => ({ path: '/api/person/ranking-configuration', body: await configurationOf(b) }) },
    {
      key: 'PUT /api/person/ranking-configuration/:id',
      build: async (b) => {
        const created = await make({ asA: b.as }, '/api/person/ranking-configuration', await configurationOf(b));
        return { path: `/api/person/ranking-configuration/${created.id}`, body: { ...(await configurationOf(b)), excluded: true, version: created.version } };
      },
    },
  ],
  MoveMatchRequest: [
    {
      key: 'PUT /api/calendar/matches/:id',
      build: async (b) => {
        const match = await firstMatch({ asA: b.as });
        return { path: `/api/calendar/matches/${match.id}`, body: { version: match.version, scheduledAt: '2026-06-01T08:00:00Z', court: 'Mesa 1', placeId: b.ids.place } };
      },
    },
  ],
  ScheduleRequest: [
    {
      key: 'POST /api/calendar/schedule',
      build: async (b) => ({
        path: '/api/calendar/schedule',
        body: {
          phaseId: await freshPhase({ asA: b.as }, true),
          days: [{ date: '2026-06-01', start: '09:00', end: '13:00' }],
          places: [{ placeId: b.ids.place, courts: ['Mesa 1'] }],
          durationMinutes: 30,
          restMinutes: 0,
          replace: true,
        },
      }),
    },
  ],
};

/**
 * The body with `value` at a schema path (`teamMembers.[].personId`: the first item's), and the field a refusal
 * names: a list of ids gets the value as its first item (`body.clubs.0`).
 */
export function withValueAt(body: Record<string, unknown>, path: string, value: number): { body: Record<string, unknown>; field: string } | null {
  const steps = path.split('.').map((step) => (step === '[]' ? '0' : step));
  const copy = structuredClone(body);
  let node: unknown = copy;
  for (const step of steps.slice(0, -1)) node = Array.isArray(node) ? node[Number(step)] : isRecord(node) ? node[step] : undefined;
  const last = steps.at(-1) ?? '';
  if (!isRecord(node) || !(last in node)) return null;
  const current = node[last];
  const field = `body.${steps.join('.')}`;
  if (!Array.isArray(current)) {
    node[last] = value;
    return { body: copy, field };
  }
  if (current.length === 0) return null;
  node[last] = [value, ...current.slice(1)];
  return { body: copy, field: `${field}.0` };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
